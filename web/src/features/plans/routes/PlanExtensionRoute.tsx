import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import { Card, Page, PageHeader } from '../../../ui';
import { extensionLabel } from '../components/PlanPrompts';
import type { PlanExtensionRouteQuery } from './__generated__/PlanExtensionRouteQuery.graphql';

const STATUS: Record<string, string> = {
  subscribed: 'Subscribed',
  trial: 'In trial',
  trialEnded: 'Trial ended',
  available: 'Available',
};

/**
 * /setup/plan-extension?extension={role}: where a retrial lands. The complete suite's trial and every extension's
 * state, with the way to subscribe.
 */
export function Component() {
  const [params] = useSearchParams();
  const extension = params.get('extension') ?? 'all';
  const data = useLazyLoadQuery<PlanExtensionRouteQuery>(
    graphql`
      query PlanExtensionRouteQuery {
        viewer {
          isAdministrator
          plan {
            trialMessage
            extensions {
              role
              status
              trialEndDate
              daysLeft
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const plan = data.viewer?.plan;
  const suite = plan?.extensions.find((e) => e.role === 'all');
  return (
    <Page>
      <PageHeader title="Plan extension" />
      <Card title={extensionLabel('all')}>
        {suite?.status === 'trial' ? (
          <p role="status">
            Your company is trying the {extensionLabel('all')} instead of {extensionLabel(extension)}: {suite.daysLeft} day
            {suite.daysLeft === 1 ? '' : 's'} left
            {suite.trialEndDate ? ` (until ${new Date(suite.trialEndDate).toLocaleDateString()})` : ''}.
          </p>
        ) : (
          <p>{plan?.trialMessage ?? `${extensionLabel('all')}: ${STATUS[suite?.status ?? 'available'] ?? suite?.status}`}</p>
        )}
        {data.viewer?.isAdministrator ? (
          <p>
            <Link to={`/home/confirm-subscription?role=${extension}`}>Subscribe to {extensionLabel(extension)}</Link> ·{' '}
            <Link to="/home/confirm-subscription?role=all">Subscribe to the {extensionLabel('all')}</Link>
          </p>
        ) : null}
      </Card>
      <Card title="Extensions">
        <ul>
          {plan?.extensions.map((e) => (
            <li key={e.role}>
              {extensionLabel(e.role)}: {STATUS[e.status] ?? e.status}
              {e.status === 'trial' && e.trialEndDate ? ` until ${new Date(e.trialEndDate).toLocaleDateString()}` : ''}
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}
