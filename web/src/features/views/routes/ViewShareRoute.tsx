import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { Alert, Button, Page, PageHeader, buttonClassName, layoutStyles } from '../../../ui';
import { SelectField } from '../../../ui/SelectField';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { showMessage } from '../../../app/errors/messages';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { useMutationOutcome } from '../../../app/relay/useMutationOutcome';
import { objectOf } from '../../records/routes/paths';
import { viewStateSearch } from '../viewState';
import type { ViewShareRouteQuery } from './__generated__/ViewShareRouteQuery.graphql';
import type { ViewShareRouteShareMutation } from './__generated__/ViewShareRouteShareMutation.graphql';
import type { ViewShareRouteUnshareMutation } from './__generated__/ViewShareRouteUnshareMutation.graphql';
import styles from '../Views.module.css';

const shareQuery = graphql`
  query ViewShareRouteQuery($object: String!) {
    recordType(name: $object) {
      pluralLabel
    }
    savedViews(type: $object) {
      id
      rowId
      name
      isSystem
      shares {
        rowId
        shareeType
        name
      }
    }
    users {
      rowId
      fullName
    }
    groups {
      rowId
      name
    }
  }
`;

const shareMutation = graphql`
  mutation ViewShareRouteShareMutation($input: ShareViewInput!) {
    shareView(input: $input) {
      __typename
      ... on ShareViewSuccess {
        message
        view {
          id
          shares {
            rowId
            shareeType
            name
          }
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const unshareMutation = graphql`
  mutation ViewShareRouteUnshareMutation($input: UnshareViewInput!) {
    unshareView(input: $input) {
      __typename
      ... on UnshareViewSuccess {
        message
        view {
          id
          shares {
            rowId
            shareeType
            name
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** `/:object/view-share/:id`: whom the owner shares a saved view with (read access): users and groups of the company. */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<ViewShareRouteQuery>('record-view-share', shareQuery, { object: objectOf(params.object) });
}

type Sharee = 'USER' | 'GROUP';

function ViewShare({ queryRef, rowId }: { queryRef: PreloadedQuery<ViewShareRouteQuery>; rowId: string }) {
  const data = usePreloadedQuery<ViewShareRouteQuery>(shareQuery, queryRef);
  const object = queryRef.variables.object;
  const view = data.savedViews.find((v) => String(v.rowId) === rowId);
  const [shareeType, setShareeType] = useState<Sharee>('USER');
  const [shareeId, setShareeId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [share, sharing] = useMutationOutcome<ViewShareRouteShareMutation>(shareMutation);
  const [unshare, unsharing] = useMutationOutcome<ViewShareRouteUnshareMutation>(unshareMutation);
  if (!data.recordType || !view) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  const back = `/${object}${viewStateSearch({ viewId: String(view.rowId) })}`;
  // Only the owner (or an administrator) sees the shares: anyone else reads the spec's refusal.
  if (view.isSystem || !view.shares)
    return (
      <Page>
        <PageHeader title={`Share view “${view.name}”`} />
        <Alert>{view.isSystem ? 'You cannot edit System default view' : "You don't have permission to share this view"}</Alert>
        <Link className={buttonClassName('quiet')} to={back}>
          Back to the list
        </Link>
      </Page>
    );
  const options =
    shareeType === 'USER'
      ? data.users.map((u) => ({ id: String(u.rowId), label: u.fullName }))
      : data.groups.map((g) => ({ id: String(g.rowId), label: g.name }));

  const add = async () => {
    setError(null);
    if (!shareeId) return setError('Please complete all required fields');
    const out = await share({ input: { id: view.id, shareeType, shareeId: Number(shareeId) } });
    if (!out.ok) return setError(out.message);
    setShareeId('');
    showMessage(out.message ?? 'Share is saved');
  };
  const remove = async (shareRowId: number) => {
    setError(null);
    const out = await unshare({ input: { rowId: shareRowId } });
    if (!out.ok) return setError(out.message);
    showMessage(out.message ?? 'Shares has been deleted.');
  };

  return (
    <Page>
      <PageHeader title={`Share view “${view.name}”: ${data.recordType.pluralLabel}`} />
      {error ? <Alert>{error}</Alert> : null}
      <p>People you share this view with see it in their view picker and can copy it; they cannot change it.</p>
      <ul aria-label="Shared with" className={styles.shareList}>
        {view.shares.length === 0 ? <li className={layoutStyles.muted}>This view is not shared.</li> : null}
        {view.shares.map((s) => (
          <li key={s.rowId}>
            <span>
              {s.name} ({s.shareeType === 'GROUP' ? 'Group' : 'User'})
            </span>{' '}
            <Button variant="quiet" aria-label={`Remove ${s.name}`} isDisabled={unsharing} onPress={() => void remove(s.rowId)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <form
        className={styles.builder}
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <SelectField
          label="Share with"
          value={shareeType}
          options={[
            { id: 'USER', label: 'User' },
            { id: 'GROUP', label: 'Group' },
          ]}
          onChange={(value) => {
            setShareeType(value === 'GROUP' ? 'GROUP' : 'USER');
            setShareeId('');
          }}
        />
        <SelectField label={shareeType === 'USER' ? 'User' : 'Group'} value={shareeId} options={options} onChange={setShareeId} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isDisabled={sharing}>
            Add share
          </Button>
          <Link className={buttonClassName('quiet')} to={back}>
            Done
          </Link>
        </div>
      </form>
    </Page>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ViewShareRouteQuery>;
  const id = useParams().id ?? '';
  return <ViewShare key={id} queryRef={queryRef} rowId={id} />;
}
