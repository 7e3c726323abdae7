import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pendingOperation } from './support/RelayTestWrapper';
import { ORGANIZATION_ID, detailSectionAnswer, openRecordPage, organization } from './support/recordEngine';
import { typeInto } from './support/recordDetail';

/** One field of every kind, with a stored value (and the display text the server adds where it formats). */
const KINDS = [
  { name: 'name', kind: 'TEXT', label: 'Subject', value: 'Kick-off', text: 'Kick-off', required: true },
  { name: 'notes', kind: 'TEXTAREA', label: 'Notes', value: 'line one', text: 'line one' },
  { name: 'email', kind: 'EMAIL', label: 'Mail', value: 'ann@acme.example', text: 'ann@acme.example' },
  { name: 'site', kind: 'URL', label: 'Site', value: 'acme.example', text: 'acme.example' },
  { name: 'phone', kind: 'PHONE', label: 'Tel', value: '+1 555 0100', text: '+1 555 0100' },
  { name: 'seats', kind: 'NUMBER', label: 'Seats', value: 12, text: '12' },
  { name: 'employees', kind: 'NUMBER', label: 'Employees', value: 1200, text: '1200' },
  // an identifier (a lead number) is shown without thousands separators
  { name: 'leadId', kind: 'NUMBER', label: 'Lead Id', value: 1000, text: '1000', format: 'ID' },
  { name: 'amount', kind: 'MONEY', label: 'Amount', value: 1234.5, text: '1,234.50' },
  { name: 'probability', kind: 'PERCENT', label: 'Probability', value: 40, text: '40' },
  { name: 'dueDate', kind: 'DATE', label: 'Due', value: '2024-01-02', text: '2024-01-02' },
  { name: 'startAt', kind: 'DATETIME', label: 'Starts', value: '2024-03-04T09:30:00Z', text: null },
  { name: 'workEffort', kind: 'DURATION', label: 'Work Effort', value: 93900, text: null },
  { name: 'isPrivate', kind: 'CHECKBOX', label: 'Private', value: true, text: null },
  {
    name: 'stage',
    kind: 'SELECT',
    label: 'Stage',
    value: 'won',
    text: 'Closed Won',
    options: [
      { value: 'open', label: 'Open' },
      { value: 'won', label: 'Closed Won' },
    ],
  },
  { name: 'assigneeId', kind: 'USER', label: 'Assignee', value: 1, text: 'Ann Admin' },
  {
    name: 'watcherIds',
    kind: 'USERS',
    label: 'Watchers',
    value: [1, 2],
    text: 'Ann Admin, Bob Sales',
  },
  {
    name: 'organizationId',
    kind: 'RECORD',
    label: 'Account',
    value: 7,
    text: 'Acme Corporation',
    url: '/organization/detail/7',
  },
] as const;

function resolvers() {
  const recordType = {
    name: 'Organization',
    label: 'Organization',
    urlSegment: 'organization',
    sections: [{ key: 'detail-info', label: 'Details', kind: 'DETAIL_INFO', related: null, recordType: null }],
    fields: KINDS.map((k) => ({
      name: k.name,
      label: k.label,
      kind: k.kind,
      required: 'required' in k,
      readOnly: false,
      refType: k.kind === 'RECORD' ? 'Organization' : null,
      refTypeField: null,
      extra: null,
      options: 'options' in k ? k.options : [],
      maxLength: null,
      min: null,
      max: null,
      defaultValue: null,
    })),
  };
  return {
    RecordType: (context: { args?: Record<string, unknown> | null }) => (context.args?.name === undefined ? undefined : recordType),
    DetailSection: detailSectionAnswer(recordType, () => ({ __typename: 'Organization', ...organization('WRITE'), values: values() })),
    Query: () => ({
      record: { __typename: 'Organization', ...organization('WRITE'), values: values() },
      users: [
        { rowId: 1, fullName: 'Ann Admin' },
        { rowId: 2, fullName: 'Bob Sales' },
      ],
      // The user autocomplete searches the same users (its answer lands in the same store records).
      userNameSearch: [{ id: 'u1', rowId: 1, fullName: 'Ann Admin' }],
    }),
    Organization: () => ({ ...organization('WRITE'), values: values() }),
    RecordSummary: () => ({ quickActions: ['Edit'], dropboxEmail: '', isFollowing: false }),
  };
}

function values() {
  return KINDS.map((k) => ({
    field: k.name,
    label: k.label,
    kind: k.kind,
    value: k.value,
    text: k.text,
    format: 'format' in k ? k.format : null,
    url: 'url' in k ? k.url : null,
  }));
}

function valueOf(section: HTMLElement, label: string): HTMLElement {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('FieldDisplay: every field kind', () => {
  it('shows each kind the way it asks for', async () => {
    openRecordPage('/organization/7/detail-info', resolvers());
    const section = await screen.findByRole('region', { name: 'Details' });
    expect(valueOf(section, 'Subject').textContent).toBe('Kick-off');
    expect(within(valueOf(section, 'Mail')).getByRole('link').getAttribute('href')).toBe('mailto:ann@acme.example');
    expect(within(valueOf(section, 'Site')).getByRole('link').getAttribute('href')).toBe('https://acme.example');
    expect(within(valueOf(section, 'Tel')).getByRole('link').getAttribute('href')).toBe('tel:+1 555 0100');
    expect(valueOf(section, 'Seats').textContent).toBe('12');
    expect(valueOf(section, 'Employees').textContent).toBe(new Intl.NumberFormat().format(1200));
    expect(valueOf(section, 'Lead Id').textContent).toBe('1000');
    expect(valueOf(section, 'Amount').textContent).toBe('1,234.50');
    expect(valueOf(section, 'Probability').textContent).toBe('40%');
    expect(valueOf(section, 'Due').textContent).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(2024, 0, 2)),
    );
    expect(valueOf(section, 'Starts').textContent).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2024-03-04T09:30:00Z')),
    );
    expect(valueOf(section, 'Work Effort').textContent).toBe('1d 2h 5m');
    expect(valueOf(section, 'Private').textContent).toBe('Yes');
    expect(valueOf(section, 'Stage').textContent).toBe('Closed Won');
    expect(valueOf(section, 'Assignee').textContent).toBe('Ann Admin');
    expect(valueOf(section, 'Watchers').textContent).toBe('Ann Admin, Bob Sales');
    expect(within(valueOf(section, 'Account')).getByRole('link', { name: 'Acme Corporation' }).getAttribute('href')).toBe(
      '/organization/detail/7',
    );
  });
});

describe('FieldInput: every field kind', () => {
  it('offers the input of each kind, and sends model values (seconds, booleans, row ids)', async () => {
    const { environment } = openRecordPage('/organization/7/detail-info', resolvers());
    const section = await screen.findByRole('region', { name: 'Details' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const form = await within(section).findByRole('form', { name: 'Edit organization' });

    expect((within(form).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Kick-off');
    expect(within(form).getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(within(form).getByLabelText('Mail').getAttribute('type')).toBe('email');
    expect(within(form).getByLabelText('Site').getAttribute('type')).toBe('url');
    expect(within(form).getByLabelText('Tel').getAttribute('type')).toBe('tel');
    expect((within(form).getByLabelText('Seats') as HTMLInputElement).value).toBe('12');
    expect((within(form).getByLabelText('Amount') as HTMLInputElement).value).toMatch(/1,?234\.50/);
    // Dates are typed in the user's format (the defaults outside the shell: MM/dd/yyyy, h:mm a).
    expect((within(form).getByRole('textbox', { name: 'Due' }) as HTMLInputElement).value).toBe('01/02/2024');
    const starts = new Date('2024-03-04T09:30:00Z');
    expect((within(form).getByRole('textbox', { name: 'Starts' }) as HTMLInputElement).value).toMatch(
      new RegExp(`^03/0[34]/2024 ${starts.getHours() % 12 || 12}:30 [AP]M$`),
    );
    const hours = within(form).getByLabelText('Work Effort hours') as HTMLInputElement;
    const minutes = within(form).getByLabelText('Work Effort minutes') as HTMLInputElement;
    expect([hours.value, minutes.value]).toEqual(['26', '5']);
    const privateBox = within(form).getByRole('checkbox', { name: 'Private' }) as HTMLInputElement;
    expect(privateBox.checked).toBe(true);
    expect(within(form).getByRole('button', { name: /Closed Won/ })).toBeTruthy();
    expect(((await within(form).findByRole('combobox', { name: /Assignee/ })) as HTMLInputElement).value).toBe('Ann Admin');
    const watchers = within(form).getByRole('group', { name: 'Watchers' });
    expect((within(watchers).getByRole('checkbox', { name: 'Bob Sales' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('combobox', { name: /Account/ }) as HTMLInputElement).value).toBe('Acme Corporation');

    typeInto(hours, '1');
    fireEvent.blur(hours);
    typeInto(minutes, '30');
    fireEvent.blur(minutes);
    fireEvent.click(privateBox);
    fireEvent.click(within(watchers).getByRole('checkbox', { name: 'Ann Admin' }));
    const save = within(form).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(pendingOperation(environment, 'useUpdateRecordMutation')).toBeTruthy());
    const input = pendingOperation(environment, 'useUpdateRecordMutation')!.request.variables.input;
    expect(input).toEqual({ id: ORGANIZATION_ID, values: { workEffort: 5400, isPrivate: false, watcherIds: [2] }, version: 3 });
    act(() => {
      environment.mock.resolve(pendingOperation(environment, 'useUpdateRecordMutation')!, {
        data: { updateRecord: { __typename: 'PermissionError', message: "You don't have permission to edit this record." } },
      });
    });
    expect(await within(section).findByText("You don't have permission to edit this record.")).toBeTruthy();
    // A whole record page with every kind of input: on a loaded machine it outgrows the default 15 s.
  }, 60_000);
});
