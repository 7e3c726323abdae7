import { useState, type FormEvent } from 'react';
import { Checkbox } from 'react-aria-components';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Alert, Button, Card, layoutStyles } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import fieldStyles from '../../../ui/Field.module.css';
import { showMessage } from '../../../app/errors/messages';
import type { UserAdminList_query$key } from './__generated__/UserAdminList_query.graphql';
import type { UserAdminListInviteMutation } from './__generated__/UserAdminListInviteMutation.graphql';
import type { UserAdminListResendMutation } from './__generated__/UserAdminListResendMutation.graphql';
import type { UserAdminListUpdateMutation } from './__generated__/UserAdminListUpdateMutation.graphql';

const EMPTY = { firstName: '', lastName: '', email: '', jobTitle: '', role: 'free' };

/** /setup/user: the company's users; administrators invite, change roles and flags, deactivate (the api decides). */
export function UserAdminList({ query }: { query: UserAdminList_query$key }) {
  const data = useFragment(
    graphql`
      fragment UserAdminList_query on Query {
        companyUsers {
          id
          fullName
          email
          jobTitle
          role
          isAdministrator
          isActive
          invitationPending
        }
      }
    `,
    query,
  );
  const [invite, inviting] = useMutation<UserAdminListInviteMutation>(graphql`
    mutation UserAdminListInviteMutation($input: InviteUserInput!) {
      inviteUser(input: $input) {
        __typename
        ... on UserSavedSuccess {
          user {
            id
            fullName
            email
            jobTitle
            role
            isAdministrator
            isActive
            invitationPending
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [resend, resending] = useMutation<UserAdminListResendMutation>(graphql`
    mutation UserAdminListResendMutation($id: ID!) {
      resendInvitation(id: $id) {
        __typename
        ... on InvitationSentSuccess {
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [update, updating] = useMutation<UserAdminListUpdateMutation>(graphql`
    mutation UserAdminListUpdateMutation($input: UpdateUserInput!) {
      updateUser(input: $input) {
        __typename
        ... on UserSavedSuccess {
          user {
            id
            role
            isAdministrator
            isActive
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [draft, setDraft] = useState(EMPTY);
  const [isAdmin, setIsAdmin] = useState(false);
  const [roles, setRoles] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const onInvite = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    invite({
      variables: { input: { ...draft, isAdministrator: isAdmin } },
      updater: (store) => {
        const user = store.getRootField('inviteUser')?.getLinkedRecord('user');
        const root = store.getRoot();
        if (user) root.setLinkedRecords([...(root.getLinkedRecords('companyUsers') ?? []), user], 'companyUsers');
      },
      onCompleted: (res) => {
        if (res.inviteUser.__typename === 'UserSavedSuccess') {
          setDraft(EMPTY);
          setIsAdmin(false);
          showMessage('Item is saved.');
        } else setError(res.inviteUser.message ?? 'The user could not be invited.');
      },
      onError: (err) => setError(err.message),
    });
  };

  const change = (id: string, input: { role?: string; isAdministrator?: boolean; isActive?: boolean }) =>
    update({
      variables: { input: { id, ...input } },
      onCompleted: (res) => {
        if (res.updateUser.__typename === 'UserSavedSuccess') showMessage('Item is saved.');
        else setError(res.updateUser.message ?? 'The user could not be saved.');
      },
      onError: (err) => setError(err.message),
    });

  const onResend = (id: string) => {
    setError(null);
    resend({
      variables: { id },
      onCompleted: (res) => {
        if (res.resendInvitation.__typename === 'InvitationSentSuccess') showMessage(res.resendInvitation.message ?? 'Invitation is sent');
        else setError(res.resendInvitation.message ?? 'The invitation could not be sent.');
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <Card title="Users">
        <table className={layoutStyles.table} aria-label="Users">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Roles</th>
              <th scope="col">Administrator</th>
              <th scope="col">Active</th>
              <th scope="col">Invitation</th>
            </tr>
          </thead>
          <tbody>
            {data.companyUsers.map((u) => (
              <tr key={u.id}>
                <th scope="row">{u.fullName}</th>
                <td>{u.email}</td>
                <td>
                  <form
                    aria-label={`Roles of ${u.fullName}`}
                    onSubmit={(e) => {
                      e.preventDefault();
                      change(u.id, { role: roles[u.id] ?? u.role });
                    }}
                  >
                    <TextField
                      label={`Roles of ${u.fullName}`}
                      name="role"
                      value={roles[u.id] ?? u.role}
                      onChange={(v) => setRoles((r) => ({ ...r, [u.id]: v }))}
                      description="Comma-separated: all, crm, project, support, free, crm_admin, …"
                    />
                    <Button type="submit" isDisabled={updating}>
                      Save roles
                    </Button>
                  </form>
                </td>
                <td>
                  <Checkbox
                    className={fieldStyles.checkbox}
                    aria-label={`${u.fullName} is an administrator`}
                    isSelected={u.isAdministrator}
                    isDisabled={updating}
                    onChange={(on) => change(u.id, { isAdministrator: on })}
                  >
                    <span className={fieldStyles.checkboxBox} aria-hidden="true" />
                  </Checkbox>
                </td>
                <td>
                  <Checkbox
                    className={fieldStyles.checkbox}
                    aria-label={`${u.fullName} is active`}
                    isSelected={u.isActive}
                    isDisabled={updating}
                    onChange={(on) => change(u.id, { isActive: on })}
                  >
                    <span className={fieldStyles.checkboxBox} aria-hidden="true" />
                  </Checkbox>
                </td>
                <td>
                  {u.invitationPending ? (
                    <Button
                      aria-label={`Resend invitation to ${u.fullName}`}
                      isDisabled={resending || !u.isActive}
                      onPress={() => onResend(u.id)}
                    >
                      Resend invitation
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card title="Invite a user">
        <form onSubmit={onInvite} aria-label="Invite a user">
          <TextField
            label="First name"
            name="firstName"
            value={draft.firstName}
            onChange={(v) => setDraft((d) => ({ ...d, firstName: v }))}
            isRequired
          />
          <TextField
            label="Last name"
            name="lastName"
            value={draft.lastName}
            onChange={(v) => setDraft((d) => ({ ...d, lastName: v }))}
            isRequired
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            value={draft.email}
            onChange={(v) => setDraft((d) => ({ ...d, email: v }))}
            isRequired
          />
          <TextField label="Job title" name="jobTitle" value={draft.jobTitle} onChange={(v) => setDraft((d) => ({ ...d, jobTitle: v }))} />
          <TextField label="Roles" name="role" value={draft.role} onChange={(v) => setDraft((d) => ({ ...d, role: v }))} isRequired />
          <Checkbox className={fieldStyles.checkbox} isSelected={isAdmin} onChange={setIsAdmin}>
            <span className={fieldStyles.checkboxBox} aria-hidden="true" />
            Administrator
          </Checkbox>
          <Button type="submit" variant="primary" isDisabled={inviting}>
            Invite
          </Button>
        </form>
      </Card>
    </>
  );
}
