import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Button, Checkbox } from 'react-aria-components';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Page, PageHeader } from '../../../ui';
import type { ActivateTrialRouteQuery } from './__generated__/ActivateTrialRouteQuery.graphql';
import type { ActivateTrialRouteStartMutation } from './__generated__/ActivateTrialRouteStartMutation.graphql';
import type { ActivateTrialRouteNotifyMutation } from './__generated__/ActivateTrialRouteNotifyMutation.graphql';

const ONLY_ADMIN = 'Only System Administrator can initiate the trial, please contact your System Administrator to initiate the trail.';
const CONTACT_ADMIN = 'Contact your system administrator to subscribe to the extension.';

/** /home/activate-trial?role=: administrators give users access and start the 14-day trial; others ask them. */
export function Component() {
  const [params] = useSearchParams();
  const role = params.get('role') ?? 'crm';
  const data = useLazyLoadQuery<ActivateTrialRouteQuery>(
    graphql`
      query ActivateTrialRouteQuery($role: String!) {
        viewer {
          isAdministrator
        }
        trialOffer(role: $role) {
          roleLabel
          roleTrialed
          pricePerUser
          users {
            userRowId
            fullName
            email
            roleAccess
          }
        }
      }
    `,
    { role },
  );
  const offer = data.trialOffer;
  const navigate = useNavigate();
  const [access, setAccess] = useState<Set<number>>(() => new Set(offer.users.filter((u) => u.roleAccess).map((u) => u.userRowId)));
  const [message, setMessage] = useState<string | null>(null);
  const [start, starting] = useMutation<ActivateTrialRouteStartMutation>(graphql`
    mutation ActivateTrialRouteStartMutation($input: StartTrialInput!) {
      startTrial(input: $input) {
        __typename
        ... on StartTrialSuccess {
          viewer {
            ...MainMenu_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [notify, notifying] = useMutation<ActivateTrialRouteNotifyMutation>(graphql`
    mutation ActivateTrialRouteNotifyMutation($role: String!) {
      requestTrialFromAdmin(role: $role) {
        __typename
        ... on TrialRequestSuccess {
          sent: message
        }
        ... on Error {
          message
        }
      }
    }
  `);

  if (offer.roleTrialed && data.viewer?.isAdministrator) return <Navigate to="/" replace />;
  const title = `Try ${offer.roleLabel} free for 14 days`;
  if (!data.viewer?.isAdministrator) {
    return (
      <Page>
        <PageHeader title={title} />
        <p>{ONLY_ADMIN}</p>
        <p>{CONTACT_ADMIN}</p>
        <section aria-label="Notify admin">
          <Button
            isDisabled={notifying}
            onPress={() =>
              notify({
                variables: { role },
                onCompleted: (r) => {
                  const answer = r.requestTrialFromAdmin;
                  setMessage(answer.__typename === 'TrialRequestSuccess' ? (answer.sent ?? null) : (answer.message ?? null));
                },
              })
            }
          >
            Notify admin
          </Button>
          {message ? <p role="status">{message}</p> : null}
        </section>
      </Page>
    );
  }
  const price = access.size * offer.pricePerUser;
  return (
    <Page>
      <PageHeader title={title} />
      <fieldset>
        <legend>Users with access</legend>
        {offer.users.map((u) => (
          <Checkbox
            key={u.userRowId}
            isSelected={access.has(u.userRowId)}
            onChange={(on) =>
              setAccess((prev) => {
                const next = new Set(prev);
                if (on) next.add(u.userRowId);
                else next.delete(u.userRowId);
                return next;
              })
            }
          >
            {u.fullName} ({u.email})
          </Checkbox>
        ))}
      </fieldset>
      <p>
        Trial price after the trial: {access.size} user{access.size === 1 ? '' : 's'} × {offer.pricePerUser} = {price} per month
      </p>
      {message ? <p role="alert">{message}</p> : null}
      <Button
        isDisabled={starting || access.size === 0}
        onPress={() =>
          start({
            variables: {
              input: {
                role,
                users: offer.users.map((u) => ({ userRowId: u.userRowId, roleAccess: access.has(u.userRowId) })),
                upgradeFromPath: '/home/activate-trial',
              },
            },
            onCompleted: (r) => {
              if (r.startTrial.__typename === 'StartTrialSuccess') void navigate('/');
              else setMessage(r.startTrial.message ?? 'The trial could not start');
            },
          })
        }
      >
        Start trial
      </Button>
    </Page>
  );
}
