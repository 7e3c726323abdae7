// The setup screen's extra field definitions through GraphQL: administrators list, create, update and delete them;
// anyone else gets a PermissionError; a validation problem names the input field; a new required field reaches the
// forms' metadata at once and is enforced on createRecord.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server';
import { startBff, type RunningBff } from '../../bff/src/server';
import { gql, loginCookie, type AnyData } from './support/harness';

let api: RunningApi;
let bff: RunningBff;
let admin: string;
let crm: string;

beforeAll(async () => {
  api = await startApi({ port: 0, dataDir: 'memory://' });
  bff = await startBff({ apiUrl: api.url, serviceToken: api.serviceToken, graphiql: false });
  admin = await loginCookie(bff.url, 'admin@acme.example');
  crm = await loginCookie(bff.url, 'crm@acme.example');
});
afterAll(async () => {
  await bff?.close();
  await api?.close();
});

const LIST = `query($t: String!) { extraFieldDefinitions(recordType: $t) { __typename
  ... on ExtraFieldDefinitionList { recordType definitions { id rowId fieldName name fieldType isRequired numberOfColumn sortOrder options { value label } condition { field value } }
    conditionFields { name options { value } } }
  ... on PermissionError { message } } }`;
const SAVE = `{ __typename ... on SaveExtraFieldDefinitionSuccess { definition { id fieldName name fieldType isRequired numberOfColumn sortOrder options { value label } } }
  ... on ValidationError { message fields { field message } } ... on Error { message } }`;
const CREATE = `mutation($i: CreateExtraFieldDefinitionInput!) { createExtraFieldDefinition(input: $i) ${SAVE} }`;
const UPDATE = `mutation($i: UpdateExtraFieldDefinitionInput!) { updateExtraFieldDefinition(input: $i) ${SAVE} }`;
const DELETE = `mutation($id: ID!) { deleteExtraFieldDefinition(id: $id) { __typename ... on DeleteExtraFieldDefinitionSuccess { deletedId } ... on Error { message } } }`;

const run = async (query: string, variables: Record<string, unknown>, cookie: string) => {
  const res = await gql(bff.url, query, variables, { cookie });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as AnyData;
};
const formFields = async (cookie: string) =>
  (await run('{ recordType(name: "Organization") { fields { name label required extra { numberOfColumn } } } }', {}, cookie)).recordType
    .fields as AnyData[];

describe('extra field definitions (setup)', () => {
  it('administrators list a type’s definitions with their options and the fields a condition may test', async () => {
    const list = (await run(LIST, { t: 'Organization' }, admin)).extraFieldDefinitions;
    expect(list.__typename).toBe('ExtraFieldDefinitionList');
    const segment = list.definitions.find((d: AnyData) => d.name === 'Industry Segment');
    expect(segment).toMatchObject({ fieldType: 'SELECT', isRequired: false, fieldName: `extra_${segment.rowId}` });
    expect(segment.options.map((o: AnyData) => o.value)).toEqual(['Retail', 'Manufacturing', 'Services']);
    // The supplier's rating belongs to Supplier, listed under it.
    expect(list.definitions.some((d: AnyData) => d.name === 'Supplier Rating')).toBe(false);
    expect((await run(LIST, { t: 'supplier' }, admin)).extraFieldDefinitions.definitions.map((d: AnyData) => d.name)).toEqual([
      'Supplier Rating',
    ]);
    const opp = (await run(LIST, { t: 'Opportunity' }, admin)).extraFieldDefinitions;
    expect(opp.conditionFields.map((f: AnyData) => f.name)).toContain('stage');
  });

  it('anyone else is refused: the query and every mutation answer a PermissionError', async () => {
    expect((await run(LIST, { t: 'Organization' }, crm)).extraFieldDefinitions).toEqual({
      __typename: 'PermissionError',
      message: 'Only administrators can manage extra fields',
    });
    const created = await run(CREATE, { i: { recordType: 'Organization', name: 'Sneaky', fieldType: 'TEXT' } }, crm);
    expect(created.createExtraFieldDefinition.__typename).toBe('PermissionError');
    const segment = (await run(LIST, { t: 'Organization' }, admin)).extraFieldDefinitions.definitions[0];
    expect((await run(UPDATE, { i: { id: segment.id, name: 'Renamed' } }, crm)).updateExtraFieldDefinition.__typename).toBe(
      'PermissionError',
    );
    expect((await run(DELETE, { id: segment.id }, crm)).deleteExtraFieldDefinition.__typename).toBe('PermissionError');
    expect((await run(LIST, { t: 'Organization' }, admin)).extraFieldDefinitions.definitions[0].name).toBe(segment.name);
  });

  it('a validation problem names the input field', async () => {
    const noOptions = await run(CREATE, { i: { recordType: 'Organization', name: 'Tier', fieldType: 'SELECT' } }, admin);
    expect(noOptions.createExtraFieldDefinition).toEqual({
      __typename: 'ValidationError',
      message: 'A select or radio field needs options',
      fields: [{ field: 'options', message: 'A select or radio field needs options' }],
    });
    const blank = await run(CREATE, { i: { recordType: 'Organization', name: ' ', fieldType: 'TEXT' } }, admin);
    expect(blank.createExtraFieldDefinition).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'name' }] });
  });

  it('create, update and delete: a new required field reaches the forms at once and createRecord must fill it', async () => {
    const created = (
      await run(
        CREATE,
        {
          i: {
            recordType: 'organization',
            name: 'Tier',
            fieldType: 'SELECT',
            isRequired: true,
            numberOfColumn: 2,
            options: [
              { value: 'gold', label: 'Gold' },
              { value: 'silver', label: 'Silver' },
            ],
          },
        },
        admin,
      )
    ).createExtraFieldDefinition;
    expect(created).toMatchObject({
      __typename: 'SaveExtraFieldDefinitionSuccess',
      definition: { name: 'Tier', fieldType: 'SELECT', isRequired: true, numberOfColumn: 2 },
    });
    const { id, fieldName } = created.definition;
    expect((await formFields(admin)).find((f) => f.name === fieldName)).toMatchObject({
      label: 'Tier',
      required: true,
      extra: { numberOfColumn: 2 },
    });
    // Another session learns of it through the api's lookupChange.
    await expect.poll(async () => (await formFields(crm)).some((f) => f.name === fieldName), { timeout: 5_000 }).toBe(true);
    const CREATE_RECORD = `mutation($i: CreateRecordInput!) { createRecord(input: $i) { __typename
      ... on ValidationError { message fields { field message } } } }`;
    expect((await run(CREATE_RECORD, { i: { type: 'Organization', values: { name: 'Tierless Ltd' } } }, crm)).createRecord).toEqual({
      __typename: 'ValidationError',
      message: 'Please complete all the required fields',
      fields: [{ field: fieldName, message: 'Please complete all the required fields' }],
    });
    expect(
      (await run(CREATE_RECORD, { i: { type: 'Organization', values: { name: 'Gold Ltd', [fieldName]: 'gold' } } }, crm)).createRecord
        .__typename,
    ).toBe('CreateRecordSuccess');

    const updated = (await run(UPDATE, { i: { id, name: 'Tier Level', isRequired: false, sortOrder: 9 } }, admin))
      .updateExtraFieldDefinition;
    expect(updated.definition).toMatchObject({
      name: 'Tier Level',
      isRequired: false,
      sortOrder: 9,
      options: [{ value: 'gold' }, { value: 'silver' }],
    });
    expect((await formFields(admin)).find((f) => f.name === fieldName)).toMatchObject({ label: 'Tier Level', required: false });

    expect((await run(DELETE, { id }, admin)).deleteExtraFieldDefinition).toEqual({
      __typename: 'DeleteExtraFieldDefinitionSuccess',
      deletedId: id,
    });
    expect((await formFields(admin)).some((f) => f.name === fieldName)).toBe(false);
    expect((await run(DELETE, { id }, admin)).deleteExtraFieldDefinition.__typename).toBe('NotFoundError');
  });
});
