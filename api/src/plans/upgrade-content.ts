// The upgrade pane's content per feature (`GET /Json_Data/Upgrade/{feature}.json`), as data: one entry per
// main-menu module, and every menu item maps to its module's entry with its own title.
export interface UpgradeContent {
  title: string;
  availableSection: string;
  mainText: string;
  rightText: string;
}

const modules: Record<string, UpgradeContent> = {
  crm: {
    title: 'CRM',
    availableSection: 'Available with the CRM extension or the Complete Suite',
    mainText:
      'Keep every organization, person, lead, customer and supplier in one place, follow opportunities from first call to signed order, and send quotes, sales orders and invoices from the records they belong to.',
    rightText: 'Organizations, People, Leads, Customers, Suppliers, Opportunities, Quotes, Sales Orders, Invoices',
  },
  marketing: {
    title: 'Marketing',
    availableSection: 'Available with the CRM extension or the Complete Suite',
    mainText: 'Plan campaigns, run e-mail sequences and follow your social networks next to the customers they reach.',
    rightText: 'Campaigns, Email Sequences, Social Network',
  },
  project: {
    title: 'Projects',
    availableSection: 'Available with the Project extension or the Complete Suite',
    mainText:
      'Run projects with stages, timelines, team members and budgets; record time and time sheets; keep amendments and resource plans with the project.',
    rightText: 'Projects, Project Amendments, Time, Time Sheets, Resource Management',
  },
  support: {
    title: 'Support',
    availableSection: 'Available with the Support extension or the Complete Suite',
    mainText:
      'Answer customers with cases that carry their history, share answers in a knowledge base, and see what every customer asked before.',
    rightText: 'Cases, Knowledge Base',
  },
  all: {
    title: 'Complete Suite',
    availableSection: 'Available with the Complete Suite',
    mainText: 'CRM, projects and support together, for every user who needs them.',
    rightText: 'CRM, Marketing, Projects, Support',
  },
};

/** Menu item keys by module (the same keys as the main menu). */
const itemModule: Record<string, string> = {
  organization: 'crm',
  person: 'crm',
  lead: 'crm',
  customer: 'crm',
  supplier: 'crm',
  opportunity: 'crm',
  'sale-quote': 'crm',
  'sales-order': 'crm',
  invoice: 'crm',
  case: 'support',
  kb: 'support',
  campaign: 'marketing',
  'email-sequence': 'marketing',
  'social-network': 'marketing',
  project: 'project',
  'project-amendment': 'project',
  time: 'project',
  'time-sheet': 'project',
  'resource-management': 'project',
};

export function upgradeContent(feature: string): UpgradeContent | null {
  const key = feature.toLowerCase();
  if (modules[key]) return modules[key];
  const module = itemModule[key];
  return module ? modules[module]! : null;
}

/** Every feature the pane has content for (tests ask each of them). */
export const upgradeFeatures = [...Object.keys(modules), ...Object.keys(itemModule)];
