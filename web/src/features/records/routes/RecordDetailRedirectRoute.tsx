import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { preloadRouteQueryWithShell } from '../../../app/shell/AppShell';
import { isMobileScreen, objectOf, sectionUrl } from './paths';
import type { RecordDetailRedirectRouteQuery } from './__generated__/RecordDetailRedirectRouteQuery.graphql';

const redirectQuery = graphql`
  query RecordDetailRedirectRouteQuery($object: String!, $withShell: Boolean!) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    recordType(name: $object) {
      urlSegment
      defaultSection
      typeDefaultSection
      sections {
        key
      }
    }
  }
`;

/** `/:object/detail/:id` (and `/contact/detail/:id`): the type's metadata says where the record opens. */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQueryWithShell<RecordDetailRedirectRouteQuery>('record-detail-redirect', redirectQuery, { object: objectOf(params.object) });
}

/**
 * Lands on the default section: the one the user chose for the type (`defaultSection`), else detail-info on a phone,
 * else the type's own (updates, progress for a task). Query parameters such as a person's contactId and
 * organizationId are kept.
 */
export function Component() {
  const data = usePreloadedQuery<RecordDetailRedirectRouteQuery>(redirectQuery, useLoaderData() as PreloadedQuery<RecordDetailRedirectRouteQuery>);
  const { id = '' } = useParams();
  const { search } = useLocation();
  const type = data.recordType;
  if (!type || !id) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  const chosen = type.defaultSection !== type.typeDefaultSection;
  const section = !chosen && isMobileScreen() && type.sections.some((s) => s.key === 'detail-info') ? 'detail-info' : type.defaultSection;
  return <Navigate to={sectionUrl(type.urlSegment, id, section, search)} replace />;
}
