import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Button, Checkbox } from 'react-aria-components';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Page, PageHeader } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { NO_SEAT, hasSalesRoles, isEmail, setAccess, setRoleAdmin, setSalesManager, setSalesPerson, type Seat } from '../model/seats';
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
            roleAdmin
            isSalesManager
            isSalesPerson
          }
        }
      }
    `,
    { role },
  );
  const offer = data.trialOffer;
  const navigate = useNavigate();
  const [seats, setSeats] = useState<Map<number, Seat>>(
    () =>
      new Map(
        offer.users.map((u) => [
          u.userRowId,
          { roleAccess: u.roleAccess, roleAdmin: u.roleAdmin, isSalesManager: u.isSalesManager, isSalesPerson: u.isSalesPerson },
        ]),
      ),
  );
  const [invited, setInvited] = useState<({ key: number; email: string } & Seat)[]>([]);
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
  const sales = hasSalesRoles(role);
  const seatOf = (id: number) => seats.get(id) ?? NO_SEAT;
  const changeSeat = (id: number, change: (seat: Seat) => Seat) =>
    setSeats((prev) => new Map(prev).set(id, change(prev.get(id) ?? NO_SEAT)));
  const changeInvite = (key: number, change: (row: (typeof invited)[number]) => (typeof invited)[number]) =>
    setInvited((prev) => prev.map((row) => (row.key === key ? change(row) : row)));
  const invites = invited.filter((row) => row.email.trim() !== '');
  const withAccess = offer.users.filter((u) => seatOf(u.userRowId).roleAccess).length + invites.filter((row) => row.roleAccess).length;
  const price = withAccess * offer.pricePerUser;
  const seatBoxes = (seat: Seat, change: (f: (seat: Seat) => Seat) => void, name: string) => (
    <>
      <Checkbox isSelected={seat.roleAccess} onChange={(on) => change((s0) => setAccess(s0, on))} aria-label={`Access for ${name}`}>
        Access
      </Checkbox>
      <Checkbox
        isSelected={seat.roleAdmin}
        onChange={(on) => change((s0) => setRoleAdmin(s0, on))}
        aria-label={`Administrator rights: ${name}`}
      >
        Administrator rights
      </Checkbox>
      {sales ? (
        <>
          <Checkbox
            isSelected={seat.isSalesManager}
            onChange={(on) => change((s0) => setSalesManager(s0, on))}
            aria-label={`Sales manager: ${name}`}
          >
            Sales manager
          </Checkbox>
          <Checkbox
            isSelected={seat.isSalesPerson}
            onChange={(on) => change((s0) => setSalesPerson(s0, on))}
            aria-label={`Sales person: ${name}`}
          >
            Sales person
          </Checkbox>
        </>
      ) : null}
    </>
  );
  return (
    <Page>
      <PageHeader title={title} />
      <fieldset>
        <legend>Users with access</legend>
        {offer.users.map((u) => (
          <div key={u.userRowId} role="group" aria-label={u.fullName}>
            <span>
              {u.fullName} ({u.email})
            </span>{' '}
            {seatBoxes(seatOf(u.userRowId), (f) => changeSeat(u.userRowId, f), u.fullName)}
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>New users to invite</legend>
        {invited.map((row, i) => (
          <div key={row.key} role="group" aria-label={`New user ${i + 1}`}>
            <TextField
              label={`New user ${i + 1} e-mail`}
              name={`newUser${i}`}
              type="email"
              value={row.email}
              onChange={(email) => changeInvite(row.key, (r) => ({ ...r, email }))}
            />
            {seatBoxes(row, (f) => changeInvite(row.key, (r) => ({ ...r, ...f(r) })), row.email || `new user ${i + 1}`)}
            <Button onPress={() => setInvited((prev) => prev.filter((r) => r.key !== row.key))}>Remove</Button>
          </div>
        ))}
        <Button onPress={() => setInvited((prev) => [...prev, { key: Date.now() + prev.length, email: '', ...NO_SEAT, roleAccess: true }])}>
          Invite a user
        </Button>
      </fieldset>
      <p>
        Trial price after the trial: {withAccess} user{withAccess === 1 ? '' : 's'} × {offer.pricePerUser} = {price} per month
      </p>
      {message ? <p role="alert">{message}</p> : null}
      <Button
        isDisabled={starting || withAccess === 0}
        onPress={() => {
          const bad = invites.find((row) => !isEmail(row.email));
          if (bad) {
            setMessage('Please enter a valid email address');
            return;
          }
          start({
            variables: {
              input: {
                role,
                users: offer.users.map((u) => ({ userRowId: u.userRowId, ...seatOf(u.userRowId) })),
                newUsers: invites.map(({ email, roleAccess, roleAdmin, isSalesManager, isSalesPerson }) => ({
                  email: email.trim(),
                  roleAccess,
                  roleAdmin,
                  isSalesManager,
                  isSalesPerson,
                })),
                upgradeFromPath: '/home/activate-trial',
              },
            },
            onCompleted: (r) => {
              if (r.startTrial.__typename === 'StartTrialSuccess') void navigate('/');
              else setMessage(r.startTrial.message ?? 'The trial could not start');
            },
          });
        }}
      >
        Start trial
      </Button>
    </Page>
  );
}
