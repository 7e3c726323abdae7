// Criteria to SQL (POST /{Object}/Search): every operator of every field kind, and/or/advanced groups and
// their conjunctions, validation naming the field, and criteria on a role type (both party tables).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client } from './support/client';
import { uniqueTag } from './support/records';

interface Rule {
  fieldName?: string;
  operator?: string;
  fieldValue?: unknown;
  endOperator?: string;
  endFieldValue?: unknown;
  name?: string;
}

describe.each(backends({ postgres: true }))('criteria to SQL ($name)', (backend) => {
  let api: TestApi;
  let admin: Client;
  let userId: number;
  const tag = uniqueTag('Vq');
  const ids: Record<string, number> = {};

  const add = async (objectName: string, body: Record<string, unknown>) => {
    const res = await admin.post(`/api/${objectName}/Add`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.model.id as number;
  };

  beforeAll(async () => {
    api = await startTestApi(backend);
    ({ admin } = await demoClients(api.url));
    userId = (await me(admin)).userId;
    ids.alpha = await add('Organization', {
      name: `${tag} Alpha`,
      industry: 'Tech',
      numberOfEmployees: 10,
      annualRevenue: 1000.5,
      isLead: true,
    });
    ids.beta = await add('Organization', { name: `${tag} Beta`, industry: 'Retail', numberOfEmployees: 50, annualRevenue: 20000 });
    ids.gamma = await add('Organization', { name: `${tag} Gamma`, annualRevenue: 500, website: 'https://gamma.example.com' });
    ids.delta = await add('Organization', { name: `${tag} Delta`, industry: 'tech', numberOfEmployees: 200 });
    ids.win = await add('Opportunity', {
      name: `${tag} Win`,
      stage: 'Closed Won',
      organizationId: ids.alpha,
      amount: 100,
      closeDate: '2026-03-01',
    });
    ids.lose = await add('Opportunity', {
      name: `${tag} Lose`,
      stage: 'Closed Lost',
      organizationId: ids.beta,
      amount: 300,
      closeDate: '2026-03-10',
    });
    ids.open = await add('Opportunity', { name: `${tag} Open`, stage: 'Prospecting', amount: 200 });
    ids.early = await add('Task', { subject: `${tag} Early`, dueDate: '2026-05-01T08:00:00.000Z', assigneeIds: [userId] });
    ids.late = await add('Task', { subject: `${tag} Late`, dueDate: '2026-05-03T23:30:00.000Z', assigneeIds: [] });
    ids.undated = await add('Task', { subject: `${tag} Undated` });
    // Beta's industry is changed after it was added: the "modify" operator finds it in the audit history.
    const beta = await admin.get(`/api/Organization/GetModel/${ids.beta}`);
    const updated = await admin.put('/api/Organization/Update', { ...beta.body.model, industry: 'Retail & more' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  }, 120_000);
  afterAll(async () => api?.close());

  /** Names (without the tag) of the tagged rows matching `rules` in one group of `type`. */
  const search = async (objectName: string, rules: Rule[], type = 'and', formula?: string, more: Record<string, unknown>[] = []) => {
    const res = await admin.post(`/api/${objectName}/Search`, {
      pageSize: 100,
      criteriaGroupList: [
        { type: 'and', criteriaList: [{ fieldName: 'name', operator: 'startsWith', fieldValue: `${tag} ` }] },
        { type, formula, criteriaList: rules },
        ...more,
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { name: string }[]).map((r) => r.name.slice(tag.length + 1)).sort();
  };
  const refused = async (objectName: string, groups: unknown[]) => {
    const res = await admin.post(`/api/${objectName}/Search`, { criteriaGroupList: groups });
    expect(res.status).toBe(400);
    return res.body as { message: string; errors: { field: string; message: string }[] };
  };

  it('text operators are case-insensitive; not-equal and not-contains include empty values', async () => {
    const rule = (operator: string, fieldValue?: string) => [{ fieldName: 'industry', operator, fieldValue }];
    expect(await search('Organization', rule('equal', 'TECH'))).toEqual(['Alpha', 'Delta']);
    expect(await search('Organization', rule('notEqual', 'tech'))).toEqual(['Beta', 'Gamma']);
    expect(await search('Organization', rule('contains', 'ETA'))).toEqual(['Beta']);
    expect(await search('Organization', rule('notContains', 'e'))).toEqual(['Gamma']);
    expect(await search('Organization', rule('startsWith', 'te'))).toEqual(['Alpha', 'Delta']);
    expect(await search('Organization', rule('endsWith', 'MORE'))).toEqual(['Beta']);
    // Two characters (the pair codes' candidates, then the ILIKE).
    expect(await search('Organization', rule('contains', 'EC'))).toEqual(['Alpha', 'Delta']);
    expect(await search('Organization', rule('contains', 'tA'))).toEqual(['Beta']);
    expect(await search('Organization', rule('endsWith', 'RE'))).toEqual(['Beta']);
    expect(await search('Organization', rule('endsWith', 'ec'))).toEqual([]);
    expect(await search('Organization', rule('isNull'))).toEqual(['Gamma']);
    expect(await search('Organization', rule('isNotNull'))).toEqual(['Alpha', 'Beta', 'Delta']);
    expect(await search('Organization', [{ fieldName: 'name', operator: 'contains', fieldValue: '%' }])).toEqual([]);
  });

  it('starts with takes its value literally and case-insensitively, at the edges of its range too', async () => {
    const edge = uniqueTag('Vs');
    for (const name of [`${edge} ab_c`, `${edge} abxc`, `${edge} AB%`, `${edge} ab~`, `${edge} ac`, `${edge} aa`, `${edge} ÉCOLE`])
      await add('Organization', { name });
    const names = async (fieldValue: string) => {
      const res = await admin.post('/api/Organization/Search', {
        pageSize: 100,
        orderBy: 'name',
        criteriaGroupList: [{ criteriaList: [{ fieldName: 'name', operator: 'startsWith', fieldValue }] }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { name: string }[]).map((r) => r.name.slice(edge.length + 1));
    };
    expect(await names(`${edge} ab_`)).toEqual(['ab_c']);
    expect(await names(`${edge} AB%`)).toEqual(['AB%']);
    expect(await names(`${edge} ab`)).toEqual(['AB%', 'ab_c', 'abxc', 'ab~']);
    expect(await names(`${edge} ab~`)).toEqual(['ab~']);
    expect(await names(`${edge} a`)).toEqual(['aa', 'AB%', 'ab_c', 'abxc', 'ab~', 'ac']);
    expect(await names(`${edge} É`)).toEqual(['ÉCOLE']);
  });

  it('number and money operators, between with an inclusive or exclusive end', async () => {
    const n = (operator: string, fieldValue?: unknown, extra: Rule = {}) => [
      { fieldName: 'numberOfEmployees', operator, fieldValue, ...extra },
    ];
    expect(await search('Organization', n('equal', 50))).toEqual(['Beta']);
    expect(await search('Organization', n('notEqual', '50'))).toEqual(['Alpha', 'Delta', 'Gamma']);
    expect(await search('Organization', n('greaterThan', 10))).toEqual(['Beta', 'Delta']);
    expect(await search('Organization', n('greaterOrEqual', 50))).toEqual(['Beta', 'Delta']);
    expect(await search('Organization', n('lessThan', 50))).toEqual(['Alpha']);
    expect(await search('Organization', n('lessOrEqual', 50))).toEqual(['Alpha', 'Beta']);
    expect(await search('Organization', n('between', 10, { endFieldValue: 50 }))).toEqual(['Alpha', 'Beta']);
    expect(await search('Organization', n('between', 10, { endOperator: 'lessThan', endFieldValue: 50 }))).toEqual(['Alpha']);
    expect(await search('Organization', n('isNull'))).toEqual(['Gamma']);
    const money = [{ fieldName: 'annualRevenue', operator: 'between', fieldValue: '500', endFieldValue: '1000.50' }];
    expect(await search('Organization', money)).toEqual(['Alpha', 'Gamma']);
  });

  it('date, select, reference, checkbox and user operators', async () => {
    const close = (operator: string, fieldValue?: string, extra: Rule = {}) => [{ fieldName: 'closeDate', operator, fieldValue, ...extra }];
    expect(await search('Opportunity', close('equal', '2026-03-01'))).toEqual(['Win']);
    expect(await search('Opportunity', close('before', '2026-03-10'))).toEqual(['Win']);
    expect(await search('Opportunity', close('onOrBefore', '2026-03-10'))).toEqual(['Lose', 'Win']);
    expect(await search('Opportunity', close('after', '2026-03-01'))).toEqual(['Lose']);
    expect(await search('Opportunity', close('onOrAfter', '2026-03-01'))).toEqual(['Lose', 'Win']);
    expect(await search('Opportunity', close('between', '2026-02-01', { endFieldValue: '2026-03-05' }))).toEqual(['Win']);
    expect(await search('Opportunity', close('isNull'))).toEqual(['Open']);
    expect(await search('Opportunity', [{ fieldName: 'stage', operator: 'equal', fieldValue: 'Closed Won' }])).toEqual(['Win']);
    expect(await search('Opportunity', [{ fieldName: 'stage', operator: 'notEqual', fieldValue: 'Closed Won' }])).toEqual(['Lose', 'Open']);
    expect(await search('Opportunity', [{ fieldName: 'organizationId', operator: 'equal', fieldValue: ids.beta }])).toEqual(['Lose']);
    expect(await search('Opportunity', [{ fieldName: 'organizationId', operator: 'isNull' }])).toEqual(['Open']);
    expect(await search('Opportunity', [{ fieldName: 'ownerId', operator: 'equal', fieldValue: userId }])).toEqual(['Lose', 'Open', 'Win']);
    expect(await search('Organization', [{ fieldName: 'isLead', operator: 'equal', fieldValue: 'true' }])).toEqual(['Alpha']);
    expect(await search('Organization', [{ fieldName: 'status', operator: 'equal', fieldValue: '1' }])).toHaveLength(4);
  });

  it('datetime rules compare whole days; users fields by membership; modify finds changed fields', async () => {
    const due = (operator: string, fieldValue?: string, extra: Rule = {}) => [{ fieldName: 'dueDate', operator, fieldValue, ...extra }];
    expect(await search('Task', due('equal', '2026-05-03'))).toEqual(['Late']);
    expect(await search('Task', due('onOrBefore', '2026-05-01'))).toEqual(['Early']);
    expect(await search('Task', due('after', '2026-05-01'))).toEqual(['Late']);
    expect(await search('Task', due('between', '2026-05-01', { endFieldValue: '2026-05-03' }))).toEqual(['Early', 'Late']);
    expect(await search('Task', due('between', '2026-05-01', { endOperator: 'lessThan', endFieldValue: '2026-05-03' }))).toEqual(['Early']);
    expect(await search('Task', due('isNull'))).toEqual(['Undated']);
    expect(await search('Task', [{ fieldName: 'assigneeIds', operator: 'contains', fieldValue: userId }])).toEqual(['Early']);
    expect(await search('Task', [{ fieldName: 'assigneeIds', operator: 'notContains', fieldValue: userId }])).toEqual(['Late', 'Undated']);
    expect(await search('Task', [{ fieldName: 'assigneeIds', operator: 'isNull' }])).toEqual(['Late', 'Undated']);
    expect(await search('Organization', [{ fieldName: 'industry', operator: 'modify' }])).toEqual(['Beta']);
  });

  it('or and advanced groups, and groups joined by their conjunction', async () => {
    const rules: Rule[] = [
      { fieldName: 'industry', operator: 'equal', fieldValue: 'tech' },
      { fieldName: 'numberOfEmployees', operator: 'greaterThan', fieldValue: 100 },
      { name: 'Rich', fieldName: 'annualRevenue', operator: 'greaterOrEqual', fieldValue: 1000 },
    ];
    expect(await search('Organization', rules, 'and')).toEqual([]);
    expect(await search('Organization', rules, 'or')).toEqual(['Alpha', 'Beta', 'Delta']);
    expect(await search('Organization', rules, 'advanced', 'Rule 1 AND (Rule 2 OR Rich)')).toEqual(['Alpha', 'Delta']);
    expect(await search('Organization', rules, 'advanced', 'rule 1 and rule 2 or rich')).toEqual(['Alpha', 'Beta', 'Delta']);
    expect(await search('Organization', rules, 'advanced', '(Rule 1 OR Rule 2) AND Rich')).toEqual(['Alpha']);
    // A third group joined with OR widens the first two (tag AND rules) … or Gamma by name.
    const gamma = { conjunction: 'or', criteriaList: [{ fieldName: 'name', operator: 'equal', fieldValue: `${tag} Gamma` }] };
    expect(await search('Organization', [rules[0]!], 'and', undefined, [gamma])).toEqual(['Alpha', 'Delta', 'Gamma']);
  });

  it('a group of one rule is an and group: its type and formula are ignored', async () => {
    expect(await search('Organization', [{ fieldName: 'industry', operator: 'equal', fieldValue: 'retail' }], 'advanced')).toEqual([]);
    expect(await search('Organization', [{ fieldName: 'industry', operator: 'equal', fieldValue: 'tech' }], 'advanced')).toEqual([
      'Alpha',
      'Delta',
    ]);
  });

  it('criteria on a role type run on organizations and people alike', async () => {
    const res = await admin.post('/api/Lead/Search', {
      criteriaGroupList: [{ criteriaList: [{ fieldName: 'name', operator: 'startsWith', fieldValue: `${tag} ` }] }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual([`${tag} Alpha`]);
  });

  it('refuses unknown fields, operators of another kind, missing values and bad formulas, naming the field', async () => {
    let e = await refused('Organization', [{ criteriaList: [{ fieldName: 'password', operator: 'equal', fieldValue: 'x' }] }]);
    expect(e.errors[0]).toEqual({ field: 'criteriaGroupList[0].criteriaList[0].fieldName', message: 'Unknown field password' });
    e = await refused('Organization', [{ criteriaList: [{ fieldName: 'industry', operator: 'greaterThan', fieldValue: 'x' }] }]);
    expect(e.message).toBe('Rule 1: Industry cannot use the operator greaterThan');
    e = await refused('Organization', [
      {
        criteriaList: [
          { fieldName: 'industry', operator: 'equal' },
          { fieldName: 'industry', operator: 'contains', fieldValue: '' },
        ],
      },
    ]);
    expect(e.errors.map((x) => x.message)).toEqual(['Rule 1: enter a value', 'Rule 2: enter a value']);
    e = await refused('Organization', [{ criteriaList: [{ operator: 'equal', fieldValue: 'x' }] }]);
    expect(e.message).toBe('Rule 1: choose a field');
    e = await refused('Organization', [
      { criteriaList: [{ fieldName: 'numberOfEmployees', operator: 'between', fieldValue: 1, endFieldValue: 'lots' }] },
    ]);
    expect(e.errors[0]).toEqual({ field: 'criteriaGroupList[0].criteriaList[0].endFieldValue', message: 'Rule 1: lots is not a number' });
    e = await refused('Opportunity', [{ criteriaList: [{ fieldName: 'closeDate', operator: 'equal', fieldValue: 'soon' }] }]);
    expect(e.message).toBe('Rule 1: soon is not a date (yyyy-MM-dd)');
    const two = [
      { fieldName: 'industry', operator: 'isNull' },
      { fieldName: 'website', operator: 'isNotNull' },
    ];
    e = await refused('Organization', [{ type: 'advanced', criteriaList: two }]);
    expect(e.errors[0]).toEqual({ field: 'criteriaGroupList[0].formula', message: 'Enter a formula for the advanced group' });
    e = await refused('Organization', [{ type: 'advanced', formula: '(Rule 1 AND Rule 2', criteriaList: two }]);
    expect(e.message).toBe('The formula has unbalanced brackets');
    e = await refused('Organization', [{ type: 'advanced', formula: 'Rule 1 OR Rule 3', criteriaList: two }]);
    expect(e.message).toBe('The formula names an unknown rule "Rule 3"');
    // Valueless operators need no value: a valid advanced group of two.
    expect(await search('Organization', two, 'advanced', 'Rule 1 AND Rule 2')).toEqual(['Gamma']);
  });

  it('the search answers pages with totals, and sorts by a catalogue key', async () => {
    const res = await admin.post('/api/Organization/Search', {
      pageSize: 2,
      orderBy: 'numberOfEmployees',
      direction: 'desc',
      criteriaGroupList: [{ criteriaList: [{ fieldName: 'name', operator: 'startsWith', fieldValue: `${tag} ` }] }],
    });
    expect(res.status).toBe(200);
    expect(res.body.page).toMatchObject({ currentPage: 1, pageSize: 2, totalItem: 4, totalPage: 2 });
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([ids.delta, ids.beta]);
    expect(res.body.nextCursor).toBeTruthy();
    const next = await admin.post('/api/Organization/Search', {
      pageSize: 2,
      orderBy: 'numberOfEmployees',
      direction: 'desc',
      after: res.body.nextCursor,
      criteriaGroupList: [{ criteriaList: [{ fieldName: 'name', operator: 'startsWith', fieldValue: `${tag} ` }] }],
    });
    expect(next.body.data.map((r: { id: number }) => r.id)).toEqual([ids.alpha, ids.gamma]);
  });
});
