import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { NavigationGuardProvider } from '../../../web/src/app/navigationGuard';
import { PaneStackProvider } from '../../../web/src/features/records/panes/PaneHost';
import type { OperationDescriptor, OperationType } from 'relay-runtime';
import { Component as RecordDetailPage, shouldRevalidate } from '../../../web/src/features/records/routes/RecordDetailRoute';
import { getPageSize } from '../../../web/src/app/paging';
import { Component as RecordSectionPage } from '../../../web/src/features/records/routes/RecordSectionRoute';
import RecordDetailRouteQuery from '../../../web/src/features/records/routes/__generated__/RecordDetailRouteQuery.graphql';
import DetailInfoSectionFormQuery from '../../../web/src/features/records/sections/__generated__/DetailInfoSectionFormQuery.graphql';
import { MockPayloadGenerator, createMockEnvironment, type MockResolvers, type RelayMockEnvironment } from './RelayTestWrapper';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Answers the next `times` queries with data from `resolvers` (each queued answer is used once). Mutations stay
 * pending for the test to answer; subscriptions stay open and quiet.
 */
export function answerOperations(environment: RelayMockEnvironment, resolvers: MockResolvers, times = 30): OperationDescriptor[] {
  const answered: OperationDescriptor[] = [];
  for (let i = 0; i < times; i += 1) {
    environment.mock.queueOperationResolver((operation) => {
      if (operation.request.node.params.operationKind !== 'query') return null;
      answered.push(operation);
      return MockPayloadGenerator.generate(operation, resolvers);
    });
  }
  return answered;
}

/**
 * Opens `/:object/:id/:section` the way the app routes it: the detail layout (its loader preloads the page query)
 * with the section as a child route; other paths show a location probe. Every operation is answered from `resolvers`.
 */
export function openRecordPage(
  url: string,
  resolvers: MockResolvers,
): { environment: RelayMockEnvironment; router: ReturnType<typeof createMemoryRouter>; answered: OperationDescriptor[] } {
  const environment = createMockEnvironment();
  const answered = answerOperations(environment, resolvers);
  const router = createMemoryRouter(
    [
      {
        path: '/:object/:id',
        loader: ({ params }) => {
          // The shell is not rendered here: its fragment stays out of the page query.
          const variables = {
            object: params.object ?? '',
            id: params.id ?? '',
            withShell: false,
            section: params.section ?? '',
            first: getPageSize(),
          };
          environment.mock.queuePendingOperation(RecordDetailRouteQuery, variables);
          // The Details tab loads its form's fields on Edit (useQueryLoader): the mock answers known operations only.
          environment.mock.queuePendingOperation(DetailInfoSectionFormQuery, { type: params.object ?? '' });
          return loadQuery<OperationType>(environment, RecordDetailRouteQuery, variables);
        },
        element: (
          <NavigationGuardProvider>
            <PaneStackProvider isLarge={false} isFree={false}>
              <Suspense fallback={<div>Loading…</div>}>
                <RecordDetailPage />
              </Suspense>
            </PaneStackProvider>
          </NavigationGuardProvider>
        ),
        // as in the app, a section change reads the page again (its first page of rows comes with it)
        shouldRevalidate,
        children: [{ path: ':section', Component: RecordSectionPage }],
      },
      // as in the app, the static not-found page ranks above `/:object/:id`
      { path: '/home/not-found', element: <LocationProbe /> },
      { path: '/:object/detail/:id', element: <LocationProbe /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { environment, router, answered };
}

export const ORGANIZATION_ID = 'T3JnYW5pemF0aW9uOjc=';

/** The sections of an organization as the server describes them (a subset). */
export const ORGANIZATION_SECTIONS = [
  { key: 'detail-info', label: 'Details', kind: 'DETAIL_INFO', related: null, viaField: null, recordType: null },
  {
    key: 'updates',
    label: 'Updates',
    kind: 'UPDATES',
    related: 'UPDATES',
    viaField: null,
    recordType: { name: 'StatusUpdate', listFields: ['subject'] },
  },
  {
    key: 'opportunity',
    label: 'Opportunities',
    kind: 'RECORDS',
    related: 'OPPORTUNITY',
    viaField: 'organizationId',
    recordType: { name: 'Opportunity', listFields: ['name', 'amount'] },
  },
  {
    key: 'task',
    label: 'Tasks',
    kind: 'RECORDS',
    related: 'TASK',
    viaField: null,
    recordType: { name: 'Task', listFields: ['name', 'dueDate'] },
  },
  { key: 'history', label: 'History', kind: 'HISTORY', related: null, viaField: null, recordType: null },
  { key: 'share', label: 'Shares', kind: 'SHARE', related: null, viaField: null, recordType: null },
];

/** Field metadata of the organization form used by detail-info and the edit pane. */
export const ORGANIZATION_FIELDS = [
  {
    name: 'name',
    label: 'Organization Name',
    kind: 'TEXT',
    required: true,
    readOnly: false,
    refType: null,
    refTypeField: null,
    extra: null,
    options: [],
    maxLength: 200,
    min: null,
    max: null,
    defaultValue: null,
  },
  {
    name: 'website',
    label: 'Website',
    kind: 'URL',
    required: false,
    readOnly: false,
    refType: null,
    refTypeField: null,
    extra: null,
    options: [],
    maxLength: 500,
    min: null,
    max: null,
    defaultValue: null,
  },
  {
    name: 'industry',
    label: 'Industry',
    kind: 'TEXT',
    required: false,
    readOnly: false,
    refType: null,
    refTypeField: null,
    extra: null,
    options: [],
    maxLength: 100,
    min: null,
    max: null,
    defaultValue: null,
  },
  {
    name: 'creationDate',
    label: 'Created',
    kind: 'DATETIME',
    required: false,
    readOnly: true,
    refType: null,
    refTypeField: null,
    extra: null,
    options: [],
    maxLength: null,
    min: null,
    max: null,
    defaultValue: null,
  },
];

export const ORGANIZATION_VALUES = [
  {
    field: 'name',
    label: 'Organization Name',
    kind: 'TEXT',
    value: 'Acme Corporation',
    text: 'Acme Corporation',
    url: null,
  },
  { field: 'website', label: 'Website', kind: 'URL', value: 'acme.example', text: 'acme.example', url: null },
  { field: 'industry', label: 'Industry', kind: 'TEXT', value: 'Machinery', text: 'Machinery', url: null },
  {
    field: 'creationDate',
    label: 'Created',
    kind: 'DATETIME',
    value: '2024-01-02T10:00:00Z',
    text: null,
    url: null,
  },
];

/** The Opportunity type as the server describes it (a section of the organization lists opportunities). */
export const OPPORTUNITY_TYPE = {
  name: 'Opportunity',
  label: 'Opportunity',
  pluralLabel: 'Opportunities',
  canAdd: true,
  addDeniedMessage: 'You cannot add new opportunities',
  // the server's blank model: the signed-in user owns what they add
  blankValues: { ownerId: 3 },
  listFields: ['name', 'amount'],
  traits: { parented: false },
  fields: [
    {
      name: 'name',
      label: 'Opportunity Name',
      kind: 'TEXT',
      refType: null,
      readOnly: false,
      required: true,
      refTypeField: null,
      extra: null,
      options: [],
      defaultValue: null,
    },
    {
      name: 'organizationId',
      label: 'Organization',
      kind: 'RECORD',
      refType: 'Organization',
      readOnly: false,
      required: false,
      refTypeField: null,
      extra: null,
      options: [],
      defaultValue: null,
    },
    {
      name: 'amount',
      label: 'Amount',
      kind: 'MONEY',
      refType: null,
      readOnly: false,
      required: false,
      refTypeField: null,
      extra: null,
      options: [],
      defaultValue: null,
    },
  ],
};

export type Permission = 'READ' | 'WRITE' | 'LOCK';

/** Every query of an organization's detail page answered: the Acme organization and its metadata. */
export function organizationResolvers(permission: Permission, extra: MockResolvers = {}): MockResolvers {
  const organizationType = {
    name: 'Organization',
    label: 'Organization',
    urlSegment: 'organization',
    sections: ORGANIZATION_SECTIONS,
    fields: ORGANIZATION_FIELDS,
  };
  return {
    // Nested types (a section's recordType) keep the data their parent gave; named ones answer by name.
    RecordType: (context) =>
      context.args?.name === undefined ? undefined : context.args.name === 'Opportunity' ? OPPORTUNITY_TYPE : organizationType,
    DetailSection: detailSectionAnswer(organizationType, () => ({ __typename: 'Organization', ...organization(permission) })),
    // The URL's section as `RecordType.section(key:)` answers it: a records section's type is the one named above.
    RecordSection: (context) => {
      if (context.args?.key === undefined) return undefined;
      const section = ORGANIZATION_SECTIONS.find((s) => s.key === context.args!.key);
      if (!section) return null;
      const listed = section.recordType;
      const recordType =
        listed?.name === 'Opportunity'
          ? OPPORTUNITY_TYPE
          : listed
            ? { ...listed, pluralLabel: section.label, fields: [], traits: { parented: true }, canAdd: true, addDeniedMessage: '' }
            : null;
      return { ...section, recordType };
    },
    // record(type:, id:) answers the interface Record: the mock must be told which type it is.
    Query: () => ({ record: { __typename: 'Organization', ...organization(permission) } }),
    Organization: () => organization(permission),
    RecordSummary: () => ({
      quickActions: ['Task', 'Call', 'Email', 'Event', 'Edit', 'Follow'],
      dropboxEmail: 'dropbox-organization-7@acme.example.com',
      isFollowing: false,
    }),
    ...extra,
  };
}

/**
 * `detailSection(key:, kinds:)` as the bff answers it: the page's type and the record when the URL's section is of
 * one of the kinds the alias asks, else null (each section's alias in the detail page's query).
 */
export function detailSectionAnswer(
  recordType: { sections: readonly { key: string; kind: string }[] },
  record: () => { __typename: string },
): NonNullable<MockResolvers['DetailSection']> {
  return (context) => {
    const section = recordType.sections.find((s) => s.key === context.args?.key);
    const kinds = context.args?.kinds as readonly string[] | undefined;
    if (!section || (kinds && !kinds.includes(section.kind))) return null;
    return { section, recordType, record: record() };
  };
}

export function organization(permission: Permission) {
  return {
    id: ORGANIZATION_ID,
    rowId: 7,
    name: 'Acme Corporation',
    objectName: 'Organization',
    status: 'ACTIVE',
    permission,
    isLocked: false,
    version: 3,
    phone: '+1 555 0100',
    email: 'info@acme.example',
    isLead: false,
    isCustomer: true,
    isSupplier: false,
    values: ORGANIZATION_VALUES,
    // Nothing added through the summary panel's add-field dialog.
    sidePanelValues: [],
    addresses: [],
    type: { name: 'Organization', sections: ORGANIZATION_SECTIONS, sidePanelFields: [] },
  };
}
