// Raw material for the demo's deals, projects, cases and activities (combined by the seeded PRNG).

export const products = [
  'CRM rollout',
  'Annual support renewal',
  'Warehouse scanners',
  'Cloud migration',
  'Fleet telematics',
  'Office fit-out',
  'Staff training package',
  'Security audit',
  'Solar installation',
  'ERP integration',
  'Website redesign',
  'Data platform',
  'Payroll outsourcing',
  'Equipment lease',
  'Marketing retainer',
  'Network upgrade',
  'Point-of-sale terminals',
  'Managed backups',
];

export const amendmentNames = [
  'Extra training days',
  'Additional site',
  'Scope reduction: reporting module',
  'Timeline extension to Q3',
  'Hardware price change',
  'Second data import',
  'Weekend cut-over',
  'Extended warranty',
];

export const caseSubjects = [
  'Cannot log in after password reset',
  'Invoice shows the wrong tax rate',
  'Scanner does not pair with tablet',
  'Report export times out',
  'Request for additional user licences',
  'Delivery arrived damaged',
  'Sync error on mobile app',
  'Wrong address on shipping label',
  'Printer driver missing after update',
  'Question about renewal terms',
  'Data import skipped rows',
  'Slow dashboard loading',
  'Email notifications not received',
  'Need a copy of the signed contract',
  'Duplicate charges on card',
  'Training session reschedule',
  'VPN drops every hour',
  'Feature request: bulk edit',
  'Backup job failed overnight',
  'Access for a new employee',
];

export const taskSubjects = [
  'Send proposal',
  'Prepare quote',
  'Follow up on proposal',
  'Book kick-off meeting',
  'Review contract draft',
  'Update account plan',
  'Collect requirements',
  'Schedule site visit',
  'Send onboarding pack',
  'Check payment status',
  'Prepare demo environment',
  'Write status report',
  'Order hardware',
  'Confirm delivery date',
  'Plan training session',
  'Update forecast',
  'Reply to support ticket',
  'Review project budget',
  'Draft statement of work',
  'Call back about renewal',
  'Verify data import',
  'Close out punch list',
];

export const callSubjects = [
  'Discovery call',
  'Pricing discussion',
  'Check-in call',
  'Renewal call',
  'Support follow-up',
  'Reference call',
  'Introduction call',
  'Contract questions',
  'Delivery coordination',
  'Escalation call',
];

export const callResults = [
  'Interested; wants a proposal by Friday.',
  'Left a voicemail.',
  'Agreed next steps and a date for the demo.',
  'Needs sign-off from finance first.',
  'Issue resolved on the call.',
  'Asked us to call back next month.',
];

export const eventSubjects = [
  'Kick-off meeting',
  'Product demo',
  'Quarterly business review',
  'Site visit',
  'Contract signing',
  'Training session',
  'Steering committee',
  'Lunch with client',
  'Workshop: requirements',
  'Go-live review',
  'Trade show booth',
  'Team planning',
];

export const locations = ['Client office', 'Acme HQ, Room 2', 'Video call', 'Acme HQ, Board room', 'On site', 'Downtown café'];

export const emailSubjects = [
  'Proposal attached',
  'Re: delivery schedule',
  'Meeting notes',
  'Your invoice',
  'Re: support request',
  'Welcome aboard',
  'Contract for review',
  'Quick question',
  'Re: pricing',
  'Thank you for your order',
  'Project status this week',
  'Renewal reminder',
];

export const smsBodies = [
  'Running 10 minutes late, see you soon.',
  'Delivery confirmed for tomorrow morning.',
  'Can you call me back when you are free?',
  'Thanks, received the documents.',
  'Reminder: meeting at 2 pm today.',
  'Your technician is on the way.',
  'Quote sent by email.',
  'Is Thursday still good for the visit?',
];

export const updateSubjects = [
  'Kick-off done',
  'Waiting for customer feedback',
  'Budget approved',
  'Milestone reached',
  'Blocked on access',
  'Proposal sent',
  'Negotiating terms',
  'Issue reproduced',
  'Fix deployed',
  'Half-way there',
  'Customer happy with progress',
  'New contact introduced',
  'Renewal coming up',
];

export const nextActions = [
  'Send summary to the customer',
  'Book follow-up call',
  'Update the plan',
  'Chase the signature',
  'Review with the team',
  'Confirm with finance',
  'Close the ticket',
];
