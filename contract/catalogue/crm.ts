// CRM record types: parties (organizations, people and their roles), deals and sales documents.
import {
  activitySections,
  closingSections,
  date,
  detailInfo,
  money,
  number,
  percent,
  ref,
  related,
  salesSections,
  select,
  text,
  updates,
  url,
} from './fields';
import type { RecordTypeDef } from './types';

const allTraits = { lockable: true, undoable: true, undoOpenLink: true, shareable: true, followable: true } as const;

export const organization: RecordTypeDef = {
  objectName: 'Organization',
  urlSegment: 'organization',
  label: 'Organization',
  pluralLabel: 'Organizations',
  listField: 'organizations',
  module: 'crm',
  description: 'A company or institution the business deals with (customer, supplier, lead).',
  table: 'organizations',
  nameFields: ['name'],
  fields: [
    text('name', 'Organization Name', { description: 'Name of the organization.', required: true, list: true }),
    url('website', 'Website', { description: 'Web site URL.', list: true, searchable: true }),
    text('industry', 'Industry', { description: 'Industry the organization works in.', max: 100, list: true, filterable: true }),
    ref('parentOrganizationId', 'Parent Company', 'Organization', { description: 'The organization this one belongs to.' }),
    number('numberOfEmployees', 'Employees', { description: 'Number of employees.', min: 0 }),
    money('annualRevenue', 'Annual Revenue', { description: 'Yearly revenue.' }),
  ],
  sections: [
    detailInfo,
    updates,
    related('contact', 'Contacts', 'Person', 'organizationId'),
    related('child-company', 'Child Companies', 'Organization', 'parentOrganizationId'),
    related('opportunity', 'Opportunities', 'Opportunity', 'organizationId'),
    related('project', 'Projects', 'Project', 'organizationId'),
    related('sales-order', 'Sales Orders', 'SalesOrder', 'organizationId'),
    related('case', 'Cases', 'Case', 'organizationId'),
    ...activitySections,
    ...salesSections,
    ...closingSections,
  ],
  defaultSection: 'updates',
  traits: { ...allTraits, party: true, opensDetailAfterSave: true },
};

export const person: RecordTypeDef = {
  objectName: 'Person',
  urlSegment: 'person',
  label: 'Person',
  pluralLabel: 'People',
  listField: 'people',
  module: 'crm',
  description: 'A contact person, usually working at an organization.',
  table: 'people',
  nameFields: ['firstName', 'lastName'],
  fields: [
    text('firstName', 'First Name', { description: 'First name.', max: 100 }),
    text('lastName', 'Last Name', { description: 'Last name.', max: 100, required: true }),
    ref('organizationId', 'Organization', 'Organization', { description: 'The organization the person works at.', list: true }),
    text('jobTitle', 'Job Title', { description: 'Job title.', list: true }),
    ref('reportsToId', 'Reports To', 'Person', { description: 'The person this one reports to.' }),
    date('birthday', 'Birthday', { description: 'Date of birth.', sortable: false }),
  ],
  sections: [
    detailInfo,
    updates,
    { key: 'organization', label: 'Organization', kind: 'records', type: 'Organization', via: { reference: 'organizationId' } },
    related('relationship', 'Relationships', 'Person', 'reportsToId'),
    related('opportunity', 'Opportunities', 'Opportunity', 'contactId'),
    related('case', 'Cases', 'Case', 'contactId'),
    ...activitySections,
    ...salesSections,
    ...closingSections,
  ],
  defaultSection: 'updates',
  // Spec: the undo result offers an open link only for Organization, Opportunity, Project, Case, Task, SalesOrder.
  traits: { ...allTraits, undoOpenLink: false, party: true },
};

/** Lead, Customer and Supplier list the organizations and people in that role. */
function partyRole(objectName: 'Lead' | 'Customer' | 'Supplier', flag: 'isLead' | 'isCustomer' | 'isSupplier'): RecordTypeDef {
  const lower = objectName.toLowerCase();
  return {
    objectName,
    urlSegment: lower,
    label: objectName,
    pluralLabel: `${objectName}s`,
    listField: `${lower}s`,
    module: 'crm',
    description: `An organization or person in the ${lower} role.`,
    table: 'organizations',
    nameFields: ['name'],
    fields: [],
    sections: person.sections,
    defaultSection: 'updates',
    traits: { ...allTraits, undoOpenLink: false, party: true, opensDetailAfterSave: true },
    role: { flag, idField: `${lower}Id` as 'leadId' | 'customerId' | 'supplierId', of: ['Organization', 'Person'] },
  };
}
export const lead = partyRole('Lead', 'isLead');
export const customer = partyRole('Customer', 'isCustomer');
export const supplier = partyRole('Supplier', 'isSupplier');

export const OPPORTUNITY_STAGES = ['Prospecting', 'Qualification', 'Proposal', 'Negotiation', 'Closed Won', 'Closed Lost'] as const;

export const opportunity: RecordTypeDef = {
  objectName: 'Opportunity',
  urlSegment: 'opportunity',
  label: 'Opportunity',
  pluralLabel: 'Opportunities',
  listField: 'opportunities',
  module: 'crm',
  description: 'A potential sale to an organization, tracked through its stages.',
  table: 'opportunities',
  nameFields: ['name'],
  fields: [
    text('name', 'Opportunity Name', { description: 'Name of the deal.', required: true, list: true }),
    ref('organizationId', 'Organization', 'Organization', { description: 'The organization buying.', list: true }),
    ref('contactId', 'Contact', 'Person', { description: 'The main contact person.' }),
    money('amount', 'Amount', { description: 'Expected value of the deal.', list: true }),
    select('stage', 'Stage', OPPORTUNITY_STAGES, { description: 'Where the deal stands.', list: true, required: true }),
    percent('probability', 'Probability (%)', { description: 'Chance of winning, 0 to 100.', defaultValue: 10 }),
    date('closeDate', 'Close Date', { description: 'When the deal is expected to close.', list: true }),
    select('source', 'Lead Source', ['Web', 'Referral', 'Partner', 'Trade Show', 'Cold Call', 'Other'], {
      description: 'Where the deal came from.',
      defaultValue: null,
    }),
  ],
  sections: [
    detailInfo,
    updates,
    related('sales-order', 'Sales Orders', 'SalesOrder', 'opportunityId'),
    ...activitySections,
    ...salesSections,
    ...closingSections,
  ],
  defaultSection: 'updates',
  traits: { ...allTraits, opensDetailAfterSave: true },
};

const documentTraits = { lockable: true, undoable: true, undoOpenLink: false, shareable: true, followable: true, parented: true } as const;

export const salesOrder: RecordTypeDef = {
  objectName: 'SalesOrder',
  urlSegment: 'sales-order',
  label: 'Sales Order',
  pluralLabel: 'Sales Orders',
  listField: 'salesOrders',
  module: 'crm',
  description: "A customer's confirmed order.",
  table: 'sales_orders',
  nameFields: ['orderNumber'],
  fields: [
    text('orderNumber', 'Order Number', { description: 'The order number.', max: 50, required: true, list: true }),
    ref('organizationId', 'Customer', 'Organization', { description: 'The ordering organization.', list: true }),
    ref('opportunityId', 'Opportunity', 'Opportunity', { description: 'The deal the order came from.' }),
    date('orderDate', 'Order Date', { description: 'When the order was placed.', list: true }),
    select('orderStatus', 'Order Status', ['Draft', 'Confirmed', 'Shipped', 'Invoiced', 'Cancelled'], {
      description: 'Where the order stands.',
      list: true,
    }),
    money('totalAmount', 'Total', { description: 'Order total.', list: true }),
  ],
  sections: [detailInfo, updates, related('invoice', 'Invoices', 'Invoice', 'salesOrderId'), ...activitySections, ...closingSections],
  defaultSection: 'updates',
  traits: { ...documentTraits, undoOpenLink: true, opensDetailAfterSave: true },
};

export const invoice: RecordTypeDef = {
  objectName: 'Invoice',
  urlSegment: 'invoice',
  label: 'Invoice',
  pluralLabel: 'Invoices',
  listField: 'invoices',
  module: 'crm',
  description: 'A bill sent to a customer.',
  table: 'invoices',
  nameFields: ['invoiceNumber'],
  fields: [
    text('invoiceNumber', 'Invoice Number', { description: 'The invoice number.', max: 50, required: true, list: true }),
    ref('organizationId', 'Customer', 'Organization', { description: 'The billed organization.', list: true }),
    ref('salesOrderId', 'Sales Order', 'SalesOrder', { description: 'The order being billed.' }),
    date('invoiceDate', 'Invoice Date', { description: 'Date of the invoice.', list: true }),
    date('dueDate', 'Due Date', { description: 'When payment is due.', list: true }),
    select('invoiceStatus', 'Invoice Status', ['Draft', 'Sent', 'Paid', 'Overdue', 'Void'], { description: 'Payment state.', list: true }),
    money('totalAmount', 'Total', { description: 'Invoice total.', list: true }),
  ],
  sections: [detailInfo, updates, ...activitySections, ...closingSections],
  defaultSection: 'updates',
  traits: documentTraits,
};

export const saleQuote: RecordTypeDef = {
  objectName: 'SaleQuote',
  urlSegment: 'sale-quote',
  label: 'Quote',
  pluralLabel: 'Quotes',
  listField: 'saleQuotes',
  module: 'crm',
  description: 'A priced offer made to a customer.',
  table: 'sale_quotes',
  nameFields: ['quoteNumber'],
  fields: [
    text('quoteNumber', 'Quote Number', { description: 'The quote number.', max: 50, required: true, list: true }),
    ref('organizationId', 'Customer', 'Organization', { description: 'The organization quoted.', list: true }),
    ref('opportunityId', 'Opportunity', 'Opportunity', { description: 'The deal quoted for.' }),
    date('quoteDate', 'Quote Date', { description: 'Date of the quote.', list: true }),
    date('validUntil', 'Valid Until', { description: 'Last day the offer holds.' }),
    select('quoteStatus', 'Quote Status', ['Draft', 'Sent', 'Accepted', 'Rejected'], {
      description: 'Where the quote stands.',
      list: true,
    }),
    money('totalAmount', 'Total', { description: 'Quote total.', list: true }),
  ],
  sections: [detailInfo, updates, ...activitySections, ...closingSections],
  defaultSection: 'updates',
  traits: documentTraits,
};
