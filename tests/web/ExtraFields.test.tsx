// Extra fields in record forms, through the metadata alone: a radio field renders as radios, a field of a role
// shows (and is required) only while the record has the role, and a required one left empty is refused with
// "Please complete all the required fields" before any call; the values go out under their `extra_{id}` names.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pendingOperation } from './support/RelayTestWrapper';
import { ORGANIZATION_ID, detailSectionAnswer, openRecordPage, organization } from './support/recordEngine';
import { fieldApplies, missingRequired } from '../../web/src/features/records/panes/recordForm';

const base = { readOnly: false, refType: null, refTypeField: null, maxLength: null, min: null, max: null, defaultValue: null };
const extra = (id: number, fieldType: string, requiredForRole: string | null, numberOfColumn = 1) => ({
  extraFieldId: id,
  fieldType,
  numberOfColumn,
  section: '',
  requiredForRole,
  condition: null,
});
const FIELDS = [
  { ...base, name: 'name', label: 'Organization Name', kind: 'TEXT', required: true, options: [], extra: null },
  { ...base, name: 'isSupplier', label: 'Supplier', kind: 'CHECKBOX', required: false, options: [], extra: null },
  {
    ...base,
    name: 'extra_1',
    label: 'Industry Segment',
    kind: 'SELECT',
    required: false,
    options: [
      { value: 'Retail', label: 'Retail' },
      { value: 'Services', label: 'Services' },
    ],
    extra: extra(1, 'select', null, 2),
  },
  {
    ...base,
    name: 'extra_2',
    label: 'Supplier Rating',
    kind: 'SELECT',
    required: true,
    options: ['A', 'B', 'C'].map((v) => ({ value: v, label: v })),
    extra: extra(2, 'radio', 'isSupplier'),
  },
];
const VALUES: Record<string, unknown> = { name: 'Quarry Supplies', isSupplier: false, extra_1: 'Retail', extra_2: null };

function resolvers() {
  const values = () =>
    FIELDS.map((f) => ({
      field: f.name,
      label: f.label,
      kind: f.kind,
      value: VALUES[f.name],
      text: VALUES[f.name] == null ? null : String(VALUES[f.name]),
      format: null,
      url: null,
    }));
  const recordType = {
    name: 'Organization',
    label: 'Organization',
    urlSegment: 'organization',
    sections: [{ key: 'detail-info', label: 'Details', kind: 'DETAIL_INFO', related: null, recordType: null }],
    fields: FIELDS,
  };
  return {
    RecordType: (context: { args?: Record<string, unknown> | null }) => (context.args?.name === undefined ? undefined : recordType),
    DetailSection: detailSectionAnswer(recordType, () => ({ __typename: 'Organization', ...organization('WRITE'), values: values() })),
    Query: () => ({ record: { __typename: 'Organization', ...organization('WRITE'), values: values() } }),
    Organization: () => ({ ...organization('WRITE'), values: values() }),
    RecordSummary: () => ({ quickActions: ['Edit'], dropboxEmail: '', isFollowing: false }),
  };
}

describe('extra fields in record forms', () => {
  it('applies role and condition rules, and names the required message of extra fields', () => {
    const rating = {
      name: 'extra_2',
      kind: 'SELECT',
      required: true,
      readOnly: false,
      refTypeField: null,
      extra: { requiredForRole: 'isSupplier', condition: null },
    };
    const loss = { ...rating, name: 'extra_3', extra: { requiredForRole: null, condition: { field: 'stage', value: 'Closed Lost' } } };
    expect(fieldApplies(rating, { isSupplier: false })).toBe(false);
    expect(fieldApplies(rating, { isSupplier: true })).toBe(true);
    expect(fieldApplies(loss, { stage: 'Proposal' })).toBe(false);
    expect(fieldApplies(loss, { stage: 'Closed Lost' })).toBe(true);
    expect(missingRequired([rating], { isSupplier: false })).toEqual({});
    expect(missingRequired([rating], { isSupplier: true, extra_2: '' })).toEqual({ extra_2: 'Please complete all the required fields' });
  });

  it('shows a radio field of suppliers when the record becomes one, and refuses the save until it is chosen', async () => {
    const { environment } = openRecordPage('/organization/7/detail-info', resolvers());
    const section = await screen.findByRole('region', { name: 'Details' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const form = await within(section).findByRole('form', { name: 'Edit organization' });
    expect(within(form).getByRole('button', { name: /Retail/ })).toBeTruthy();
    // A field of two columns (numberOfColumn 2) spans a two-column form's whole row.
    expect(
      within(form)
        .getByRole('button', { name: /Retail/ })
        .closest('[data-columns="2"]'),
    ).not.toBeNull();
    expect(
      within(form)
        .getByRole('textbox', { name: /Organization Name/ })
        .closest('[data-columns="2"]'),
    ).toBeNull();
    expect(within(form).queryByRole('radiogroup')).toBeNull();

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Supplier' }));
    const rating = await within(form).findByRole('radiogroup', { name: /Supplier Rating/ });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['A', 'B', 'C']);

    const save = within(form).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect((await within(form).findAllByText('Please complete all the required fields')).length).toBeGreaterThan(0);
    expect(pendingOperation(environment, 'useUpdateRecordMutation')).toBeFalsy();

    fireEvent.click(within(rating).getByRole('radio', { name: 'B' }));
    fireEvent.click(save);
    await waitFor(() => expect(pendingOperation(environment, 'useUpdateRecordMutation')).toBeTruthy());
    const input = pendingOperation(environment, 'useUpdateRecordMutation')!.request.variables.input;
    expect(input).toEqual({ id: ORGANIZATION_ID, values: { isSupplier: true, extra_2: 'B' }, version: 3 });
  }, 60_000);
});
