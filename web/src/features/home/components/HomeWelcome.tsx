import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Card, PageHeader } from '../../../ui';
import type { HomeWelcome_viewer$key } from './__generated__/HomeWelcome_viewer.graphql';

export function HomeWelcome({ viewer }: { viewer: HomeWelcome_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment HomeWelcome_viewer on Viewer {
        user {
          firstName
        }
        company {
          name
        }
      }
    `,
    viewer,
  );
  return (
    <>
      <PageHeader title={`Welcome, ${data.user.firstName}`} />
      <Card title={data.company.name}>
        <p>Pick up where you left off:</p>
        <ul>
          <li>
            <Link to="/organization">Organizations</Link>
          </li>
          <li>
            <Link to="/person">People</Link>
          </li>
        </ul>
      </Card>
    </>
  );
}
