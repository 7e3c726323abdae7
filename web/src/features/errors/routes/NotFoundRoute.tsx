import { Link, useSearchParams } from 'react-router';
import { Page, PageHeader } from '../../../ui';

const MESSAGES: Record<string, string> = {
  '403': "You don't have permission to see this page.",
  '404': 'The page or record you are looking for does not exist.',
};

/** /home/not-found?status=404|403, and every unknown path. */
export function Component() {
  const [params] = useSearchParams();
  const status = params.get('status') === '403' ? '403' : '404';
  return (
    <Page>
      <PageHeader title={`${status} — ${status === '403' ? 'Forbidden' : 'Not found'}`} />
      <p>{MESSAGES[status]}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Page>
  );
}
