import { useMemo, useState, type FormEvent } from 'react';
import { Checkbox, Label, Radio, RadioGroup } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, PageHeader, layoutStyles } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import fieldStyles from '../../../ui/Field.module.css';
import { showMessage } from '../../../app/errors/messages';
import { useConfirmSubscription } from '../mutations/useConfirmSubscription';
import { makeFree, makeInactive, toggleUser, type SelectionState } from './selection';
import type { ConfirmSubscriptionForm_page$key } from './__generated__/ConfirmSubscriptionForm_page.graphql';
import styles from './ConfirmSubscriptionForm.module.css';

const REQUIRED = 'Please complete all required fields';
const NO_USER = 'You must select at least one user to upgrade';
const ROLE_LABEL: Record<string, string> = { CRM: 'CRM', PROJECT: 'Project', SUPPORT: 'Support', ALL: 'Complete Suite' };

type Interval = 'MONTHLY' | 'YEARLY';
const BILLING_FIELDS = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'street', label: 'Street', required: true, autoComplete: 'street-address' },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'country', label: 'Country', required: false, autoComplete: 'country-name' },
  { name: 'cardNumber', label: 'Card number', required: true, autoComplete: 'cc-number' },
  { name: 'expiry', label: 'Expiry (MM/YY)', required: true, autoComplete: 'cc-exp' },
  { name: 'verification', label: 'Verification code', required: true, autoComplete: 'cc-csc' },
] as const;
type BillingName = (typeof BILLING_FIELDS)[number]['name'];

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/** /home/confirm-subscription: users per role section, free and inactive lists, billing; totals update as you select. */
export function ConfirmSubscriptionForm({ page }: { page: ConfirmSubscriptionForm_page$key }) {
  const data = useFragment(
    graphql`
      fragment ConfirmSubscriptionForm_page on SubscriptionPage {
        totalFreeUser
        sections {
          role
          daysLeft
          monthlyPrice
          yearlyPrice
          yearlyPricePerMonth
          users {
            selected
            user {
              id
              fullName
              email
            }
          }
        }
        freeUsers {
          id
          fullName
        }
        inactiveUsers {
          id
          fullName
        }
      }
    `,
    page,
  );
  const navigate = useNavigate();
  const [commit, saving] = useConfirmSubscription();
  const names = useMemo(() => {
    const m = new Map<string, string>();
    for (const s of data.sections) for (const u of s.users) m.set(u.user.id, u.user.fullName);
    for (const u of [...data.freeUsers, ...data.inactiveUsers]) m.set(u.id, u.fullName);
    return m;
  }, [data]);
  const [state, setState] = useState<SelectionState>(() => ({
    selected: Object.fromEntries(data.sections.map((s) => [s.role, new Set(s.users.filter((u) => u.selected).map((u) => u.user.id))])),
    free: new Set(data.freeUsers.map((u) => u.id)),
    inactive: new Set(data.inactiveUsers.map((u) => u.id)),
  }));
  const [interval, setInterval] = useState<Interval>('MONTHLY');
  const [billing, setBilling] = useState<Record<BillingName, string>>(
    () => Object.fromEntries(BILLING_FIELDS.map((f) => [f.name, ''])) as Record<BillingName, string>,
  );
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const lines = data.sections.map((s) => {
    const count = state.selected[s.role]?.size ?? 0;
    const price = interval === 'YEARLY' ? s.yearlyPrice : s.monthlyPrice;
    return { role: s.role, count, subTotal: count * price };
  });
  const total = lines.reduce((sum, l) => sum + l.subTotal, 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = BILLING_FIELDS.filter((f) => f.required && !billing[f.name].trim());
    if (missing.length > 0) {
      setFieldErrors(Object.fromEntries(missing.map((f) => [f.name, REQUIRED])));
      setError(REQUIRED);
      return;
    }
    if (lines.every((l) => l.count === 0)) {
      setFieldErrors({});
      setError(NO_USER);
      return;
    }
    setError(null);
    setFieldErrors({});
    commit({
      variables: {
        input: {
          paymentInterval: interval,
          billing,
          sections: data.sections.map((s) => ({
            role: s.role,
            userIds: s.users.map((u) => u.user.id),
            selectedUserIds: [...(state.selected[s.role] ?? [])],
          })),
          freeUserIds: [...state.free],
          inactiveUserIds: [...state.inactive],
        },
      },
      onCompleted: (res) => {
        const r = res.confirmSubscription;
        if (r.__typename === 'ConfirmSubscriptionSuccess') {
          showMessage(r.message ?? 'Your trial has been confirmed.');
          void navigate('/');
          return;
        }
        setError(r.message ?? 'The subscription could not be confirmed.');
        setFieldErrors(Object.fromEntries((r.fields ?? []).map((f) => [f.field.replace(/^model\./, ''), f.message])));
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="confirm-subscription-title">
      <PageHeader title="Confirm subscription" titleId="confirm-subscription-title" />
      <RadioGroup className={styles.interval} value={interval} onChange={(v) => setInterval(v as Interval)} orientation="horizontal">
        <Label className={fieldStyles.label}>Payment interval</Label>
        <Radio value="MONTHLY" className={styles.radio}>
          Monthly
        </Radio>
        <Radio value="YEARLY" className={styles.radio}>
          Yearly
        </Radio>
      </RadioGroup>

      {data.sections.map((s, i) => {
        const label = ROLE_LABEL[s.role] ?? s.role;
        const perMonth = interval === 'YEARLY' ? s.yearlyPricePerMonth : s.monthlyPrice;
        return (
          <Card key={s.role} title={`${label} users`}>
            <p className={layoutStyles.muted}>
              {money(perMonth)} per user per month{interval === 'YEARLY' ? `, billed yearly (${money(s.yearlyPrice)} per user)` : ''}
              {s.daysLeft != null ? ` · ${s.daysLeft} days left in the trial` : ''}
            </p>
            <ul className={styles.users} aria-label={`${label} users`}>
              {s.users.map((u) => (
                <li key={u.user.id}>
                  <Checkbox
                    className={fieldStyles.checkbox}
                    isSelected={state.selected[s.role]?.has(u.user.id) ?? false}
                    onChange={(on) => setState((st) => toggleUser(st, s.role, u.user.id, on, data.totalFreeUser))}
                  >
                    <span className={fieldStyles.checkboxBox} aria-hidden="true" />
                    {u.user.fullName} <span className={layoutStyles.muted}>{u.user.email}</span>
                  </Checkbox>
                </li>
              ))}
            </ul>
            <p data-testid={`subtotal-${s.role}`}>
              Subtotal: <strong>{money(lines[i]!.subTotal)}</strong> ({lines[i]!.count} selected)
            </p>
          </Card>
        );
      })}

      <Card title={`Free users (${state.free.size} of ${data.totalFreeUser})`}>
        {state.free.size === 0 ? <p className={layoutStyles.muted}>No free users.</p> : null}
        <ul className={styles.users}>
          {[...state.free].map((id) => (
            <li key={id}>
              {names.get(id)}{' '}
              <Button variant="quiet" onPress={() => setState((st) => makeInactive(st, id))}>
                Make inactive
              </Button>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Inactive users">
        {state.inactive.size === 0 ? <p className={layoutStyles.muted}>No inactive users.</p> : null}
        <ul className={styles.users}>
          {[...state.inactive].map((id) => (
            <li key={id}>
              {names.get(id)}{' '}
              <Button
                variant="quiet"
                isDisabled={state.free.size >= data.totalFreeUser}
                onPress={() => setState((st) => makeFree(st, id, data.totalFreeUser))}
              >
                Make free
              </Button>
            </li>
          ))}
        </ul>
      </Card>

      <Card title="Billing details">
        <div className={styles.billing}>
          {BILLING_FIELDS.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              name={f.name}
              value={billing[f.name]}
              onChange={(v) => setBilling((b) => ({ ...b, [f.name]: v }))}
              isRequired={f.required}
              autoComplete={f.autoComplete}
              error={fieldErrors[f.name]}
            />
          ))}
        </div>
      </Card>

      <p className={styles.total} aria-live="polite">
        Total {interval === 'YEARLY' ? 'per year' : 'per month'}: <strong data-testid="subscription-total">{money(total)}</strong>
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" variant="primary" isDisabled={saving}>
        Confirm subscription
      </Button>
    </form>
  );
}
