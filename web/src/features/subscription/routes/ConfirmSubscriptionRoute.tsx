import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../../ui';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { ConfirmSubscriptionForm } from '../components/ConfirmSubscriptionForm';
import type { ConfirmSubscriptionRouteQuery, Extension } from './__generated__/ConfirmSubscriptionRouteQuery.graphql';

const query = graphql`
  query ConfirmSubscriptionRouteQuery($role: Extension) {
    subscriptionPage(role: $role) {
      ...ConfirmSubscriptionForm_page
    }
  }
`;

const ROLES: Record<string, Extension> = { crm: 'CRM', project: 'PROJECT', support: 'SUPPORT', all: 'ALL' };

/** /home/confirm-subscription?role: administrators confirm the trial as a paid subscription. */
export function loader({ request }: LoaderFunctionArgs) {
  const role = new URL(request.url).searchParams.get('role')?.toLowerCase() ?? '';
  return preloadRouteQuery<ConfirmSubscriptionRouteQuery>('confirm-subscription', query, { role: ROLES[role] ?? null });
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ConfirmSubscriptionRouteQuery>;
  const data = usePreloadedQuery<ConfirmSubscriptionRouteQuery>(query, queryRef);
  return <Page>{data.subscriptionPage ? <ConfirmSubscriptionForm page={data.subscriptionPage} /> : null}</Page>;
}
