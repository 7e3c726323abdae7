import { Suspense, lazy, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useParams } from 'react-router';
import { Alert, Button, Page, PageHeader, Spinner } from '../../../ui';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { ExplorerRouteQuery } from './__generated__/ExplorerRouteQuery.graphql';
import type { ExplorerRouteDeleteDemoMutation } from './__generated__/ExplorerRouteDeleteDemoMutation.graphql';

const OnboardingPanel = lazy(() => import('../components/OnboardingPanel'));
const VideoPanel = lazy(() => import('../components/VideoPanel'));
const ExplorerHome = lazy(() => import('../components/ExplorerHome'));
const ExplorerCallForm = lazy(() => import('../explorer/ExplorerCallForm'));
const ExplorerQuestionnaireForm = lazy(() => import('../explorer/ExplorerQuestionnaireForm'));

function QuestionnairePage() {
  return (
    <section aria-labelledby="explorer-questionnaire">
      <h2 id="explorer-questionnaire">Tell us about your company</h2>
      <ExplorerQuestionnaireForm />
    </section>
  );
}

/** The Explorer's page for its path segment; anything else is the onboarding checklist. */
function ExplorerPage({ page }: { page: string | undefined }) {
  switch (page) {
    case 'home':
      return <ExplorerHome />;
    case 'video':
      return <VideoPanel />;
    case 'call':
      return <ExplorerCallForm />;
    case 'questionnaire':
      return <QuestionnairePage />;
    default:
      return <OnboardingPanel />;
  }
}

/** /explorer/home (help pages, ask a question), /explorer/call (request a call), /explorer/questionnaire,
 * /explorer/onboarding and /explorer/video; administrators may delete the demo data here. */
export function Component() {
  const { page } = useParams();
  const { viewer } = useLazyLoadQuery<ExplorerRouteQuery>(
    graphql`
      query ExplorerRouteQuery {
        viewer {
          canDeleteDemoData
          hasDemoData
        }
      }
    `,
    {},
  );
  const [confirm, setConfirm] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [deleteDemo, deleting] = useMutation<ExplorerRouteDeleteDemoMutation>(graphql`
    mutation ExplorerRouteDeleteDemoMutation {
      deleteDemoData {
        __typename
        ... on DeleteDemoDataSuccess {
          message
          viewer {
            hasDemoData
          }
        }
        ... on PermissionError {
          message
        }
      }
    }
  `);
  return (
    <Page>
      <PageHeader title="Explorer" />
      {message ? <Alert tone={message.ok ? 'info' : 'error'}>{message.text}</Alert> : null}
      {viewer?.canDeleteDemoData && viewer.hasDemoData ? (
        <Button variant="secondary" isDisabled={deleting} onPress={() => setConfirm(true)}>
          Delete demo data
        </Button>
      ) : null}
      <Suspense fallback={<Spinner />}>
        <ExplorerPage page={page} />
      </Suspense>
      <ConfirmDialog
        isOpen={confirm}
        message="Delete every demo record? Records you added stay."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          deleteDemo({
            variables: {},
            onCompleted: ({ deleteDemoData: r }) =>
              setMessage(
                r.__typename === 'DeleteDemoDataSuccess' || r.__typename === 'PermissionError'
                  ? { ok: r.__typename === 'DeleteDemoDataSuccess', text: r.message }
                  : null,
              ),
          });
        }}
      />
    </Page>
  );
}
