import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../../ui';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { preloadRouteQuery } from '../../../app/relay/preload';
import styles from '../../records/components/Record.module.css';
import { PersonDetail } from '../components/PersonDetail';
import { PersonSummaryPanel } from '../components/PersonSummaryPanel';
import { PersonEditPane } from '../panes/PersonEditPane';
import type { PersonDetailRouteQuery } from './__generated__/PersonDetailRouteQuery.graphql';

const detailQuery = graphql`
  query PersonDetailRouteQuery($id: ID!) {
    person(id: $id) {
      ...PersonDetail_person
      ...PersonSummaryPanel_person
      ...PersonEditPane_person
    }
  }
`;

/** /person/detail/:id — the id in the URL is the row id (as in the old client) or a global id; the bff takes both. */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<PersonDetailRouteQuery>('person-detail', detailQuery, { id: params.id ?? '' });
}

export function Component() {
  const data = usePreloadedQuery<PersonDetailRouteQuery>(detailQuery, useLoaderData() as PreloadedQuery<PersonDetailRouteQuery>);
  const [isEditing, setEditing] = useState(false);
  if (!data.person) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  return (
    <Page>
      <div className={styles.layout}>
        <PersonDetail person={data.person} />
        <PersonSummaryPanel person={data.person} onEdit={() => setEditing(true)} />
      </div>
      <PersonEditPane person={data.person} isOpen={isEditing} onClose={() => setEditing(false)} />
    </Page>
  );
}
