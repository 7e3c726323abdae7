import { Link } from 'react-router';
import { Page, PageHeader } from '../../../ui';

/** /home/upgradepermission: where a 426 (feature not in the plan) lands. */
export function Component() {
  return (
    <Page>
      <PageHeader title="Upgrade required" />
      <p>This feature is not available at your subscription level.</p>
      <p>Contact your system administrator to subscribe to the extension.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Page>
  );
}
