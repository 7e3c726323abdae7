import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Alert, Button, Card, layoutStyles } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import type { ApiTokenList_query$key } from './__generated__/ApiTokenList_query.graphql';
import type { ApiTokenListCreateMutation } from './__generated__/ApiTokenListCreateMutation.graphql';
import type { ApiTokenListRevokeMutation } from './__generated__/ApiTokenListRevokeMutation.graphql';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /setup/integration: your API tokens; a new token is shown once, revoking ends it at once. */
export function ApiTokenList({ query }: { query: ApiTokenList_query$key }) {
  const data = useFragment(
    graphql`
      fragment ApiTokenList_query on Query {
        apiTokens {
          id
          name
          createdAt
          lastUsedAt
        }
      }
    `,
    query,
  );
  const [create, creating] = useMutation<ApiTokenListCreateMutation>(graphql`
    mutation ApiTokenListCreateMutation($name: String!) {
      createApiToken(name: $name) {
        __typename
        ... on CreateApiTokenSuccess {
          token
          apiToken {
            id
            name
            createdAt
            lastUsedAt
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [revoke, revoking] = useMutation<ApiTokenListRevokeMutation>(graphql`
    mutation ApiTokenListRevokeMutation($id: ID!) {
      revokeApiToken(id: $id) {
        __typename
        ... on RevokeApiTokenSuccess {
          revokedId
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [name, setName] = useState('');
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onCreate = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Please complete all required fields');
    setError(null);
    create({
      variables: { name: name.trim() },
      updater: (store) => {
        const payload = store.getRootField('createApiToken');
        const created = payload?.getLinkedRecord('apiToken');
        const root = store.getRoot();
        const list = root.getLinkedRecords('apiTokens') ?? [];
        if (created) root.setLinkedRecords([created, ...list], 'apiTokens');
      },
      onCompleted: (res) => {
        const r = res.createApiToken;
        if (r.__typename === 'CreateApiTokenSuccess' && r.apiToken && r.token) {
          setShown({ name: r.apiToken.name, token: r.token });
          setName('');
        } else setError(r.message ?? 'The token could not be created.');
      },
      onError: (err) => setError(err.message),
    });
  };

  const onRevoke = (id: string) =>
    revoke({
      variables: { id },
      updater: (store) => {
        const root = store.getRoot();
        root.setLinkedRecords(
          (root.getLinkedRecords('apiTokens') ?? []).filter((r) => r.getDataID() !== id),
          'apiTokens',
        );
      },
      onCompleted: (res) => {
        const r = res.revokeApiToken;
        if (r.__typename !== 'RevokeApiTokenSuccess') setError(r.message ?? 'The token could not be revoked.');
      },
      onError: (err) => setError(err.message),
    });

  return (
    <>
      <Card title="New API token">
        <form onSubmit={onCreate} aria-label="New API token">
          <TextField label="Token name" name="tokenName" value={name} onChange={setName} isRequired maxLength={100} />
          <Button type="submit" variant="primary" isDisabled={creating}>
            Create token
          </Button>
        </form>
        {shown ? (
          <div role="status">
            <p>
              Copy the token for <strong>{shown.name}</strong> now: it will not be shown again.
            </p>
            <code data-testid="new-api-token">{shown.token}</code>
          </div>
        ) : null}
        {error ? <Alert>{error}</Alert> : null}
      </Card>
      <Card title="Your API tokens">
        {data.apiTokens.length === 0 ? <p className={layoutStyles.muted}>You have no API tokens.</p> : null}
        <table className={layoutStyles.table} aria-label="Your API tokens">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.apiTokens.map((t) => (
              <tr key={t.id}>
                <th scope="row">{t.name}</th>
                <td>{dateFormat.format(new Date(t.createdAt))}</td>
                <td>{t.lastUsedAt ? dateFormat.format(new Date(t.lastUsedAt)) : 'Never'}</td>
                <td>
                  <Button variant="danger" isDisabled={revoking} onPress={() => onRevoke(t.id)} aria-label={`Revoke ${t.name}`}>
                    Revoke
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
