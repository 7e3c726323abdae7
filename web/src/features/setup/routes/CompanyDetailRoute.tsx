import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page, PageHeader } from '../../../ui';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { CompanyDetailForm } from '../components/CompanyDetailForm';
import type { CompanyDetailRouteQuery } from './__generated__/CompanyDetailRouteQuery.graphql';

const query = graphql`
  query CompanyDetailRouteQuery {
    companyDetails {
      ...CompanyDetailForm_company
    }
  }
`;

/** /setup/company/detail: the company's name and contact details. */
export function loader() {
  return preloadRouteQuery<CompanyDetailRouteQuery>('setup-company', query, {});
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<CompanyDetailRouteQuery>;
  const data = usePreloadedQuery<CompanyDetailRouteQuery>(query, queryRef);
  return (
    <Page>
      <PageHeader title="Company Settings" />
      <CompanyDetailForm company={data.companyDetails} />
    </Page>
  );
}
