import { Link } from 'react-router';
import { Page, PageHeader } from '../../../ui';

/** Where the support, report-a-bug and privacy policy links of the profile panel lead. */
export const SUPPORT_EMAIL = 'support@business-suite.example';

/** /home/help: support, reporting a bug, and the privacy policy. */
export function Component() {
  return (
    <Page>
      <PageHeader title="Help" />
      <section id="support" aria-labelledby="help-support">
        <h2 id="help-support">Support</h2>
        <p>
          Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, or use the live chat in the profile panel on working days from
          9:00 to 17:00. The <Link to="/explorer/onboarding">Explorer</Link> has walkthroughs, videos and a form to ask a question or
          request a call.
        </p>
      </section>
      <section id="report-a-bug" aria-labelledby="help-bug">
        <h2 id="help-bug">Report a bug</h2>
        <p>
          Tell us what you did, what you expected and what happened instead:{' '}
          <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Bug report')}`}>send a bug report</a>.
        </p>
      </section>
      <section id="privacy-policy" aria-labelledby="help-privacy">
        <h2 id="help-privacy">Privacy policy</h2>
        <p>
          Your company's records are stored in its own account and are seen only by its users and by those it shares records with. We keep
          what you enter to run the service for your company, never sell it, and delete it when the company's account is closed. Sign-in
          attempts are logged to protect your account. Browser notifications are sent only when you allow them.
        </p>
      </section>
    </Page>
  );
}
