import { Suspense, lazy, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link } from 'react-router';
import { Alert, Button, Spinner } from '../../../ui';
import { MessageDialog } from '../../../ui/MessageDialog';
import type { OnboardingPanelQuery } from './__generated__/OnboardingPanelQuery.graphql';
import type { OnboardingPanelCompleteMutation } from './__generated__/OnboardingPanelCompleteMutation.graphql';
import type { OnboardingPanelResetMutation } from './__generated__/OnboardingPanelResetMutation.graphql';
import styles from './Panels.module.css';

const ExplorerQuestionnaireForm = lazy(() => import('../explorer/ExplorerQuestionnaireForm'));

const FEATURE_LABELS: Record<string, string> = { free: 'Free', crm: 'CRM', project: 'Projects', support: 'Support' };

/** The onboarding checklist ('Learning Center'): a tab per feature, "free" first; complete or reset per section or all. */
export default function OnboardingPanel() {
  const [feature, setFeature] = useState('free');
  // The checklist has no id to update in the store: after a change it is asked again.
  const [fetchKey, setFetchKey] = useState(0);
  const { viewer } = useLazyLoadQuery<OnboardingPanelQuery>(
    graphql`
      query OnboardingPanelQuery($feature: String!) {
        viewer {
          onboarding(feature: $feature) {
            feature
            features
            sections {
              value
              items {
                value
                isCompleted
                isVideo
                isModal
                url
              }
            }
          }
        }
      }
    `,
    { feature },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [complete, completing] = useMutation<OnboardingPanelCompleteMutation>(graphql`
    mutation OnboardingPanelCompleteMutation($input: OnboardingInput!) {
      completeOnboarding(input: $input) {
        __typename
        ... on OnboardingPayload {
          checklist {
            feature
            sections {
              value
              items {
                value
                isCompleted
              }
            }
          }
        }
        ... on ValidationError {
          message
        }
      }
    }
  `);
  const [reset, resetting] = useMutation<OnboardingPanelResetMutation>(graphql`
    mutation OnboardingPanelResetMutation($input: OnboardingInput!) {
      resetOnboarding(input: $input) {
        __typename
        ... on OnboardingPayload {
          checklist {
            feature
            sections {
              value
              items {
                value
                isCompleted
              }
            }
          }
        }
        ... on ValidationError {
          message
        }
      }
    }
  `);
  const [questionnaire, setQuestionnaire] = useState<{ section: string; activity: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = viewer?.onboarding;
  if (!list) return null;
  const busy = completing || resetting;
  const run = (kind: 'complete' | 'reset', input: { section?: string; activity?: string; isCompleted?: boolean }) => {
    const variables = { input: { feature: list.feature, ...input } };
    const onCompleted = (r: { __typename: string; message?: string }) => {
      setError(r.__typename === 'ValidationError' ? (r.message ?? null) : null);
      setFetchKey((k) => k + 1);
    };
    if (kind === 'complete') complete({ variables, onCompleted: (d) => onCompleted(d.completeOnboarding as { __typename: string }) });
    else reset({ variables, onCompleted: (d) => onCompleted(d.resetOnboarding as { __typename: string }) });
  };

  return (
    <section className={styles.onboarding} aria-label="Learning Center">
      <div className={styles.sectionHeader}>
        <h2 className={styles.title}>Learning Center</h2>
        <Button variant="secondary" isDisabled={busy} onPress={() => run('complete', {})}>
          Complete all
        </Button>
      </div>
      <div role="tablist" aria-label="Features" className={styles.grid}>
        {list.features.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={f === list.feature}
            className={f === list.feature ? styles.tabSelected : styles.tabButton}
            onClick={() => setFeature(f)}
          >
            {FEATURE_LABELS[f] ?? f}
          </button>
        ))}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {list.sections.map((section) => {
        const left = section.items.filter((i) => !i.isCompleted).length;
        return (
          <section key={section.value} aria-label={section.value} className={styles.checklistSection}>
            <div className={styles.sectionHeader}>
              <h3 className={styles.subtitle}>
                {section.value}{' '}
                <span className={styles.muted}>
                  ({section.items.length - left} of {section.items.length} done)
                </span>
              </h3>
              <span>
                <Button variant="quiet" isDisabled={busy || left === 0} onPress={() => run('complete', { section: section.value })}>
                  Complete section
                </Button>
                <Button
                  variant="quiet"
                  isDisabled={busy || left === section.items.length}
                  onPress={() => run('reset', { section: section.value })}
                >
                  Reset section
                </Button>
              </span>
            </div>
            <ul className={styles.list}>
              {section.items.map((item) => {
                const mark = () => run('complete', { section: section.value, activity: item.value, isCompleted: true });
                return (
                  <li key={item.value} className={styles.item}>
                    <label>
                      <input
                        type="checkbox"
                        checked={item.isCompleted}
                        disabled={busy}
                        onChange={(e) => run('complete', { section: section.value, activity: item.value, isCompleted: e.target.checked })}
                      />{' '}
                      {item.isVideo ? (
                        // Videos open in a new tab; watching one marks it complete.
                        <a href={item.url} target="_blank" rel="noreferrer" onClick={mark}>
                          {item.value}
                        </a>
                      ) : item.isModal ? (
                        <Button variant="quiet" onPress={() => setQuestionnaire({ section: section.value, activity: item.value })}>
                          {item.value}
                        </Button>
                      ) : (
                        <Link to={item.url}>{item.value}</Link>
                      )}
                    </label>
                    <span className={styles.muted}>{item.isVideo ? 'Video' : item.isModal ? 'Questionnaire' : 'Link'}</span>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {questionnaire ? (
        <MessageDialog isOpen title="Tell us about your company" onClose={() => setQuestionnaire(null)}>
          <Suspense fallback={<Spinner />}>
            <ExplorerQuestionnaireForm
              onSaved={() => {
                // Saving the answers is what completes the checklist item; closing without them does not.
                run('complete', { ...questionnaire, isCompleted: true });
                setQuestionnaire(null);
              }}
            />
          </Suspense>
        </MessageDialog>
      ) : null}
    </section>
  );
}
