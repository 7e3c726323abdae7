// Record.preview (the preview pane, GET /api/{object}/GetPreview/{id}): one block per association of the type, each
// with its count and first records; read inside the session's tenant; and the catalogue trait the edit pane follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

let stack: Stack;
let crm: string;
let globex: string;
beforeAll(async () => {
  stack = await startStack();
  [crm, globex] = await Promise.all([loginCookie(stack.bff.url, 'crm@acme.example'), loginCookie(stack.bff.url, 'admin@globex.example')]);
});
afterAll(async () => {
  await stack?.close();
});

const PREVIEW = `query($id: ID!) {
  record(type: "Organization", id: $id) {
    name
    type { sections { key kind } }
    preview { key label totalCount records { name url } }
    related(section: OPPORTUNITY, first: 100) { totalCount edges { node { name } } }
  }
}`;

describe('Record.preview', () => {
  it('has one block per record section of the type, with the count and the first records of each', async () => {
    const res = await gql(stack.bff.url, PREVIEW, { id: '1' }, { cookie: crm });
    expect(res.body.errors).toBeUndefined();
    const record = (res.body.data as AnyData).record;
    const recordSections = record.type.sections.filter((s: AnyData) => s.kind === 'RECORDS').map((s: AnyData) => s.key);
    expect(record.preview.map((b: AnyData) => b.key)).toEqual(recordSections);
    const deals = record.preview.find((b: AnyData) => b.key === 'opportunity');
    expect(deals.label).toBe('Opportunities');
    expect(deals.totalCount).toBe(record.related.totalCount);
    expect(deals.records.length).toBe(Math.min(5, record.related.totalCount));
    const names = new Set(record.related.edges.map((e: AnyData) => e.node.name));
    for (const r of deals.records) {
      expect(names.has(r.name)).toBe(true);
      expect(r.url).toMatch(/^\/opportunity\/detail\/\d+$/);
    }
  });

  it('is not readable from another company: the record is missing, not previewed', async () => {
    const res = await gql(stack.bff.url, PREVIEW, { id: '1' }, { cookie: globex });
    expect((res.body.data as AnyData | undefined)?.record ?? null).toBeNull();
  });

  it('tells which types open their detail page after a save in the edit pane', async () => {
    const res = await gql(
      stack.bff.url,
      `{ a: recordType(name: "Opportunity") { traits { opensDetailAfterSave } } b: recordType(name: "Lead") { traits { opensDetailAfterSave } }
         c: recordType(name: "Person") { traits { opensDetailAfterSave } } d: recordType(name: "Task") { traits { opensDetailAfterSave } } }`,
      {},
      { cookie: crm },
    );
    const data = res.body.data as AnyData;
    expect([data.a, data.b, data.c, data.d].map((t: AnyData) => t.traits.opensDetailAfterSave)).toEqual([true, true, false, false]);
  });
});
