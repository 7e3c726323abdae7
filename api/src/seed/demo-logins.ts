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
  // Pied Piper has no extension yet: its administrator starts trials for the two others (role crm, no seat).
  {
    username: 'admin@piedpiper.example',
    password: 'demo1234',
    role: 'all',
    description: 'Richard Hendricks — administrator, no extension yet',
  },
  {
    username: 'dinesh@piedpiper.example',
    password: 'demo1234',
    role: 'crm',
    description: 'Dinesh Chugtai — sales, waiting for a CRM seat',
  },
  {
    username: 'gilfoyle@piedpiper.example',
    password: 'demo1234',
    role: 'crm',
    description: 'Bertram Gilfoyle — sales, waiting for a CRM seat',
  },
];
