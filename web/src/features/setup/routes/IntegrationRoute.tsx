import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page, PageHeader } from '../../../ui';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { ApiTokenList } from '../components/ApiTokenList';
import type { IntegrationRouteQuery } from './__generated__/IntegrationRouteQuery.graphql';

const query = graphql`
  query IntegrationRouteQuery {
    ...ApiTokenList_query
  }
`;

/** /setup/integration: API tokens for integrators (send as `Authorization: Bearer <token>` to /graphql). */
export function loader() {
  return preloadRouteQuery<IntegrationRouteQuery>('setup-integration', query, {});
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<IntegrationRouteQuery>;
  const data = usePreloadedQuery<IntegrationRouteQuery>(query, queryRef);
  return (
    <Page>
      <PageHeader title="Integrations" />
      <p>
        Integrators call the GraphQL endpoint <code>/graphql</code> with the header <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      <ApiTokenList query={data} />
    </Page>
  );
}
