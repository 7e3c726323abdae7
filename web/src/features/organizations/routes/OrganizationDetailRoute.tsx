import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../../ui';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { OrganizationDetail } from '../components/OrganizationDetail';
import { OrganizationSummaryPanel } from '../components/OrganizationSummaryPanel';
import { OrganizationEditPane } from '../panes/OrganizationEditPane';
import type { OrganizationDetailRouteQuery } from './__generated__/OrganizationDetailRouteQuery.graphql';
import styles from '../../records/components/Record.module.css';

const detailQuery = graphql`
  query OrganizationDetailRouteQuery($id: ID!) {
    organization(id: $id) {
      ...OrganizationDetail_organization
      ...OrganizationSummaryPanel_organization
      ...OrganizationEditPane_organization
    }
  }
`;

/** /organization/detail/:id — the id in the URL is the row id (as in the old client) or a global id; the bff takes both. */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<OrganizationDetailRouteQuery>('organization-detail', detailQuery, { id: params.id ?? '' });
}

export function Component() {
  const data = usePreloadedQuery<OrganizationDetailRouteQuery>(detailQuery, useLoaderData() as PreloadedQuery<OrganizationDetailRouteQuery>);
  const [isEditing, setEditing] = useState(false);
  if (!data.organization) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  return (
    <Page>
      <div className={styles.layout}>
        <OrganizationDetail organization={data.organization} />
        <OrganizationSummaryPanel organization={data.organization} onEdit={() => setEditing(true)} />
      </div>
      <OrganizationEditPane organization={data.organization} isOpen={isEditing} onClose={() => setEditing(false)} />
    </Page>
  );
}
