// Main menu groups of the shell; an item is locked when the user's plan lacks its module (see plans/prompts).
import { hasModule, type Module } from '../permissions';

interface MenuItemDef {
  key: string;
  label: string;
  url: string;
}

const menu: { key: Module; label: string; items: MenuItemDef[] }[] = [
  {
    key: 'crm',
    label: 'CRM',
    items: [
      { key: 'organization', label: 'Organizations', url: '/organization' },
      { key: 'person', label: 'People', url: '/person' },
      { key: 'lead', label: 'Leads', url: '/lead' },
      { key: 'customer', label: 'Customers', url: '/customer' },
      { key: 'supplier', label: 'Suppliers', url: '/supplier' },
      { key: 'opportunity', label: 'Opportunities', url: '/opportunity' },
      { key: 'sale-quote', label: 'Quotes', url: '/sale-quote' },
      { key: 'sales-order', label: 'Sales Orders', url: '/sales-order' },
      { key: 'invoice', label: 'Invoices', url: '/invoice' },
    ],
  },
  {
    key: 'support',
    label: 'Support',
    items: [
      { key: 'case', label: 'Cases', url: '/case' },
      { key: 'kb', label: 'Knowledge Base', url: '/kb' },
    ],
  },
  {
    key: 'marketing',
    label: 'Marketing',
    items: [
      { key: 'campaign', label: 'Campaigns', url: '/cm/campaign' },
      { key: 'email-sequence', label: 'Email Sequences', url: '/email-sequence' },
      { key: 'social-network', label: 'Social Network', url: '/social-network' },
    ],
  },
  {
    key: 'project',
    label: 'Projects',
    items: [
      { key: 'project', label: 'Projects', url: '/project' },
      { key: 'project-amendment', label: 'Project Amendments', url: '/project-amendment' },
      { key: 'time', label: 'Time', url: '/time' },
      { key: 'time-sheet', label: 'Time Sheets', url: '/time-sheet' },
      { key: 'resource-management', label: 'Resource Management', url: '/resource-management' },
    ],
  },
  {
    key: 'general',
    label: 'General',
    items: [
      { key: 'calendar', label: 'Calendar', url: '/calendar' },
      { key: 'task', label: 'Tasks', url: '/task' },
      { key: 'call', label: 'Calls', url: '/call' },
      { key: 'event', label: 'Events', url: '/event' },
      { key: 'email-message', label: 'Email', url: '/email-message' },
      { key: 'sms-message', label: 'SMS', url: '/sms-message' },
      { key: 'watch', label: 'Follows', url: '/watch' },
      { key: 'update-stream', label: 'Updates', url: '/update-stream' },
      { key: 'report', label: 'Reports', url: '/report' },
    ],
  },
  {
    key: 'library',
    label: 'Library',
    items: [
      { key: 'document', label: 'Documents', url: '/document' },
      { key: 'attachment', label: 'Attachments', url: '/attachment' },
    ],
  },
];

/** Per module: locked (outside the plan), or a promotion (reached through a trial), and the tooltip saying so. */
export type MenuState = (module: Module) => { isLocked: boolean; isPromotion?: boolean; tooltip?: string | null };

export function mainMenu(role: string, state: MenuState = (m) => ({ isLocked: !hasModule(role, m) })) {
  return menu.map((group) => {
    const { isLocked, isPromotion = false, tooltip = null } = state(group.key);
    return {
      key: group.key,
      label: group.label,
      items: group.items.map((item) => ({ ...item, isLocked, isPromotion, tooltip })),
    };
  });
}
