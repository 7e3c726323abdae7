import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import { Card, Page, PageHeader } from '../../../ui';
import { preloadRouteQuery } from '../../../app/relay/preload';
import type { SetupIndexRouteQuery } from './__generated__/SetupIndexRouteQuery.graphql';

const query = graphql`
  query SetupIndexRouteQuery {
    viewer {
      isAdministrator
    }
  }
`;

const ADMIN_PAGES = [
  { to: '/setup/user', label: 'Manage Users', text: 'Invite users, change their roles and administrator flag, deactivate them.' },
  { to: '/setup/extra-fields', label: 'Extra Fields', text: 'Fields of your own on each record type: type, options, required, columns.' },
  { to: '/setup/company/detail', label: 'Company Settings', text: 'The company name and contact details.' },
  { to: '/setup/plan', label: 'Subscription', text: 'Confirm your trial as a subscription: users, interval, billing.' },
  { to: '/setup/plan/upgrade', label: 'Upgrade', text: 'Extensions you can trial or subscribe to.' },
  { to: '/setup/sign-ins', label: 'Sign-in Activity', text: 'Sign-in attempts of the company.' },
];
const PERSONAL_PAGES = [
  { to: '/setup/personal-setup/profile-info', label: 'My Profile', text: 'Your name, picture, email, password and preferences.' },
  { to: '/setup/integration', label: 'Integrations', text: 'API tokens for integrators.' },
];

/** /setup: the index of setup pages (company pages for administrators, personal pages for everyone). */
export function loader() {
  return preloadRouteQuery<SetupIndexRouteQuery>('setup-index', query, {});
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<SetupIndexRouteQuery>;
  const data = usePreloadedQuery<SetupIndexRouteQuery>(query, queryRef);
  const sections = [
    ...(data.viewer?.isAdministrator ? [{ title: 'Company', pages: ADMIN_PAGES }] : []),
    { title: 'Personal', pages: PERSONAL_PAGES },
  ];
  return (
    <Page>
      <PageHeader title="Setup" />
      {sections.map((s) => (
        <Card key={s.title} title={s.title}>
          <ul>
            {s.pages.map((p) => (
              <li key={p.to}>
                <Link to={p.to}>{p.label}</Link> — {p.text}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </Page>
  );
}
