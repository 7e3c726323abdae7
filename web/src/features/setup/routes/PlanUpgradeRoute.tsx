import { Link } from 'react-router';
import { Card, Page, PageHeader } from '../../../ui';

const EXTENSIONS = [
  { role: 'crm', label: 'CRM', price: 25, yearly: 17 },
  { role: 'project', label: 'Project', price: 25, yearly: 21 },
  { role: 'support', label: 'Support', price: 10, yearly: 8 },
  { role: 'all', label: 'Complete Suite', price: 49, yearly: 41 },
];

/** /setup/plan/upgrade: the extensions, their prices, and where to trial or subscribe to each. */
export function Component() {
  return (
    <Page>
      <PageHeader title="Upgrade" />
      {EXTENSIONS.map((e) => (
        <Card key={e.role} title={e.label}>
          <p>
            ${e.price} per user per month, or ${e.yearly} per user per month billed yearly.
          </p>
          <p>
            <Link to={`/home/activate-trial?role=${e.role}`}>Try {e.label} free for 14 days</Link> ·{' '}
            <Link to={`/home/confirm-subscription?role=${e.role}`}>Subscribe to {e.label}</Link>
          </p>
        </Card>
      ))}
    </Page>
  );
}
