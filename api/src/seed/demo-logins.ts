// Demo accounts seeded on first start; the web login page, README and e2e tests show/use them.
export interface DemoLogin {
  username: string;
  password: string;
  role: string;
  description: string;
}

export const demoLogins: readonly DemoLogin[] = [
  { username: 'admin@acme.example', password: 'demo1234', role: 'all', description: 'Alice Adams — administrator, every module' },
  { username: 'crm@acme.example', password: 'demo1234', role: 'crm', description: 'Carl Reyes — sales (CRM)' },
  { username: 'project@acme.example', password: 'demo1234', role: 'project', description: 'Priya Shah — projects (CRM read-only)' },
  { username: 'support@acme.example', password: 'demo1234', role: 'support', description: 'Sam Ortiz — support (CRM read-only)' },
  { username: 'free@acme.example', password: 'demo1234', role: 'free', description: 'Fay Lin — free plan' },
  {
    username: 'admin@globex.example',
    password: 'demo1234',
    role: 'all',
    description: 'Gus Grant — administrator of a second company (Globex)',
  },
];
