import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Page, PageHeader } from '../../../ui';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { ProfileForms } from '../components/ProfileForms';
import type { ProfileInfoRouteQuery } from './__generated__/ProfileInfoRouteQuery.graphql';

const query = graphql`
  query ProfileInfoRouteQuery {
    viewer {
      ...ProfileForms_viewer
    }
  }
`;

/** /setup/personal-setup/profile-info: your own account. */
export function loader() {
  return preloadRouteQuery<ProfileInfoRouteQuery>('setup-profile', query, {});
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfileInfoRouteQuery>;
  const data = usePreloadedQuery<ProfileInfoRouteQuery>(query, queryRef);
  return (
    <Page>
      <PageHeader title="My Profile" />
      {data.viewer ? <ProfileForms viewer={data.viewer} /> : null}
    </Page>
  );
}
