import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Page, PageHeader, buttonClassName } from '../../../ui';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { objectOf } from '../../records/routes/paths';
import { ActivityStream } from '../components/ActivityStream';
import type { ObjectActivityRouteQuery } from './__generated__/ObjectActivityRouteQuery.graphql';

const query = graphql`
  query ObjectActivityRouteQuery($object: String!) {
    recordType(name: $object) {
      pluralLabel
    }
    viewer {
      ...ActivityStream_viewer @arguments(recordType: $object)
    }
  }
`;

/** `/:object/activity`: the activity (updates, tasks, calls, events, e-mails, SMS) on the type's records, newest first. */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<ObjectActivityRouteQuery>('record-activity', query, { object: objectOf(params.object) });
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ObjectActivityRouteQuery>;
  const data = usePreloadedQuery<ObjectActivityRouteQuery>(query, queryRef);
  const object = queryRef.variables.object;
  if (!data.recordType) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  return (
    <Page>
      <PageHeader title={`Activity: ${data.recordType.pluralLabel}`} />
      <Link className={buttonClassName('quiet')} to={`/${object}`}>
        Back to the list
      </Link>
      {data.viewer ? <ActivityStream viewer={data.viewer} /> : null}
    </Page>
  );
}
