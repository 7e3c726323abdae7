import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../ui';
import type { PlanPrompts_viewer$key } from './__generated__/PlanPrompts_viewer.graphql';
import type { PlanPromptsRetrialMutation } from './__generated__/PlanPromptsRetrialMutation.graphql';
import type { PlanPromptsDismissMutation } from './__generated__/PlanPromptsDismissMutation.graphql';
import { laterSaid, TRIAL_OFFER_LATER_KEY } from './trialOfferLater';
import styles from './PlanPrompts.module.css';

// The survey's dialog loads when first opened (react-aria's dialog code stays off the first load).
const SurveyDialog = lazy(() => import('./SurveyDialog'));

export { TRIAL_OFFER_LATER_KEY } from './trialOfferLater';

export const extensionLabel = (role: string) =>
  ({ crm: 'CRM', project: 'Project', support: 'Support', all: 'Complete Suite' })[role] ?? role;

/**
 * The plan's messages under the top bar (InitialData): the running trial's days left, the upgrade message of an
 * ended trial, the survey that extends a trial once, the retrial of the complete suite, and the trial offer with
 * 'Later' (a session flag) and 'Not interested' (a persistent flag). The top bar draws them through
 * PlanPromptsLoader, which loads this module when the plan has a prompt.
 */
export function PlanPrompts({ viewer }: { viewer: PlanPrompts_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment PlanPrompts_viewer on Viewer {
        isAdministrator
        plan {
          trialMessage
          upgradeMessage
          extendTrial
          retrialOffer {
            role
            message
          }
          trialOffer {
            role
          }
        }
      }
    `,
    viewer,
  );
  const navigate = useNavigate();
  const [later, setLater] = useState(laterSaid);
  const [surveyOpen, setSurveyOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retrial, retrialing] = useMutation<PlanPromptsRetrialMutation>(graphql`
    mutation PlanPromptsRetrialMutation($role: String!) {
      startRetrial(role: $role) {
        __typename
        ... on RetrialSuccess {
          redirect
          viewer {
            ...PlanPrompts_viewer
            ...MainMenu_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [dismiss, dismissing] = useMutation<PlanPromptsDismissMutation>(graphql`
    mutation PlanPromptsDismissMutation {
      dismissTrialOffer {
        __typename
        ... on PlanFlagSuccess {
          viewer {
            ...PlanPrompts_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const plan = data.plan;
  const offer = plan.trialOffer && !later ? plan.trialOffer : null;
  if (!plan.trialMessage && !plan.upgradeMessage && !plan.retrialOffer && !offer && !notice && !error) return null;

  const startRetrial = (role: string) =>
    retrial({
      variables: { role },
      onCompleted: (r) => {
        const answer = r.startRetrial;
        if (answer.__typename === 'RetrialSuccess') void navigate(`/${answer.redirect ?? `setup/plan-extension?extension=${role}`}`);
        else setError(answer.__typename === '%other' ? 'The trial could not start' : (answer.message ?? 'The trial could not start'));
      },
      onError: () => setError('The trial could not start'),
    });

  return (
    <section aria-label="Plan" className={styles.prompts}>
      {plan.trialMessage ? (
        <p role="status" className={styles.line}>
          {plan.trialMessage} {data.isAdministrator ? <Link to="/setup/plan">Subscribe</Link> : null}
          {plan.extendTrial ? (
            <Button variant="quiet" onPress={() => setSurveyOpen(true)}>
              Extend your trial
            </Button>
          ) : null}
        </p>
      ) : null}
      {plan.upgradeMessage ? (
        <p className={styles.line}>
          {plan.upgradeMessage} <Link to="/setup/plan/upgrade">Upgrade</Link>
        </p>
      ) : null}
      {plan.retrialOffer ? (
        <p className={styles.line}>
          {plan.retrialOffer.message}{' '}
          {data.isAdministrator ? (
            <Button variant="quiet" isDisabled={retrialing} onPress={() => startRetrial(plan.retrialOffer!.role)}>
              Try the Complete Suite free for 14 days
            </Button>
          ) : null}
          {data.isAdministrator ? <Link to="/setup/plan">Subscribe</Link> : null}
        </p>
      ) : null}
      {offer ? (
        <p className={styles.line} aria-label="Trial offer">
          Try {extensionLabel(offer.role)} free for 14 days. <Link to={`/home/activate-trial?role=${offer.role}`}>Start the trial</Link>{' '}
          <Button
            variant="quiet"
            onPress={() => {
              try {
                sessionStorage.setItem(TRIAL_OFFER_LATER_KEY, '1');
              } catch {
                // No session storage: the offer hides for this page's life only.
              }
              setLater(true);
            }}
          >
            Later
          </Button>
          <Button
            variant="quiet"
            isDisabled={dismissing}
            onPress={() =>
              dismiss({
                variables: {},
                onCompleted: (r) => {
                  if (r.dismissTrialOffer.__typename !== 'PlanFlagSuccess') setError('The offer could not be dismissed');
                },
              })
            }
          >
            Not interested
          </Button>
        </p>
      ) : null}
      {notice ? (
        <p role="status" className={styles.line}>
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.line}>
          {error}
        </p>
      ) : null}
      {surveyOpen ? (
        <Suspense fallback={null}>
          <SurveyDialog
            onClose={(message) => {
              setSurveyOpen(false);
              if (message) setNotice(message);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
