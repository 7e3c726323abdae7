// What a screen's GraphQL request costs upstream (the bff's x-upstream-calls header against the real api):
// the detail page reads its record once, the bell asks for notifications once, and the session's lookups
// (initial data: user, company users, menu) are shared across requests until the hub says they changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, gql, loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  await stack.bff.hub!.connected;
});
afterAll(async () => {
  await stack?.close();
});

const DETAIL = /* GraphQL */ `
  query Detail($object: String!, $id: ID!) {
    recordType(name: $object) {
      name
      label
      urlSegment
      defaultSection
    }
    record(type: $object, id: $id) {
      id
      rowId
      name
      objectName
      status
      isLocked
      owner {
        fullName
      }
      type {
        sections {
          key
          label
        }
      }
      summary {
        quickActions
        dropboxEmail
        ownerName
      }
      ... on Party {
        phone
        email
        isLead
        isCustomer
        isSupplier
      }
    }
  }
`;

const BELL = /* GraphQL */ `
  {
    viewer {
      id
      notificationBadge
      notifications(first: 20) {
        totalCount
        unreadCount
        edges {
          node {
            id
            name
          }
        }
      }
    }
  }
`;

const sid = (cookie: string) => cookie.replace(/^sid=/, '');
/** A session opened at the api directly: new to the bff, so its first request finds nothing cached. */
const freshSession = async (username: string) => `sid=${await apiToken(stack.api.url, username)}`;

describe('upstream calls per screen query', () => {
  it('the detail page reads its record and summary in one call; its lookups are shared with the next request', async () => {
    const cookie = await freshSession('admin@acme.example');
    const cold = await gql(stack.bff.url, DETAIL, { object: 'Organization', id: '1' }, { cookie });
    expect(cold.body.errors).toBeUndefined();
    expect(cold.body.data!.record).toMatchObject({ rowId: 1, summary: { quickActions: expect.arrayContaining(['Task']) } });
    // InitialData (the viewer's default section) and GetSummary, which carries the model: no GetModel round.
    expect(cold.upstreamCalls).toBe(2);
    const warm = await gql(stack.bff.url, DETAIL, { object: 'Organization', id: '1' }, { cookie });
    expect(warm.body.data).toEqual(cold.body.data);
    expect(warm.upstreamCalls).toBe(1);
    // Without the summary, GetModel alone.
    const plain = await gql(
      stack.bff.url,
      `{ record(type: "Organization", id: "1") { name ... on Party { addresses { city } } } }`,
      undefined,
      { cookie },
    );
    expect(plain.body.errors).toBeUndefined();
    expect(plain.upstreamCalls).toBe(1);
  });

  it('a list with reference columns costs one call: the page brings the records its cells name and link', async () => {
    const cookie = await freshSession('crm@acme.example');
    const list = (fields: string[]) =>
      gql(
        stack.bff.url,
        `query($fields: [String!]) { records(type: "Opportunity", first: 50) { edges { node { rowId
          columnValues(fields: $fields) { field value text url } } } } }`,
        { fields },
        { cookie },
      );
    const fields = ['name', 'organizationId', 'contactId', 'ownerId'];
    await list(fields); // the session's lookups (the company's users, for the owners)
    const res = await list(fields);
    expect(res.body.errors).toBeUndefined();
    expect(res.upstreamCalls).toBe(1);
    // The cells are the referenced records' names and pages, as each record answers them itself.
    type Cell = { field: string; value: number | null; text: string | null; url: string | null };
    const cells = (res.body.data!.records.edges as { node: { columnValues: Cell[] } }[]).flatMap((e) => e.node.columnValues);
    const refs = cells.filter((c) => (c.field === 'organizationId' || c.field === 'contactId') && c.value !== null);
    expect(refs.length).toBeGreaterThan(20);
    const seen = new Map<string, Cell>();
    for (const c of refs) seen.set(`${c.field}:${c.value}`, c);
    for (const c of [...seen.values()].slice(0, 8)) {
      const type = c.field === 'organizationId' ? 'Organization' : 'Person';
      const one = await gql(
        stack.bff.url,
        `query($id: ID!) { record(type: "${type}", id: $id) { name url } }`,
        { id: String(c.value) },
        { cookie },
      );
      expect({ text: c.text, url: c.url }).toEqual({ text: one.body.data!.record.name, url: one.body.data!.record.url });
    }
  });

  it('a row cell asked through a view that does not exist is refused at the cell, as without the page’s references', async () => {
    const cookie = await freshSession('crm@acme.example');
    const res = await gql(
      stack.bff.url,
      `{ records(type: "Opportunity", first: 3) { totalCount edges { node { rowId columnValues(view: "not-a-view") { text } } } } }`,
      undefined,
      { cookie },
    );
    // Choosing the page's references does not fail the list first: the error is the cell's own, on its path.
    expect(res.body.errors?.[0]).toMatchObject({
      message: '`view`: "not-a-view" is not a saved view id.',
      path: ['records', 'edges', 0, 'node', 'columnValues'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('a referenced record outside the viewer’s plan shows no name and no link, with the page still one call', async () => {
    const admin = await apiToken(stack.api.url, 'admin@acme.example');
    const project = (
      (await (
        await fetch(new URL('/api/Project/List?pageSize=1', stack.api.url), { headers: { authorization: `Bearer ${admin}` } })
      ).json()) as {
        data: { id: number }[];
      }
    ).data[0]!;
    const subject = `Plan-locked parent ${Date.now()}`;
    const added = await fetch(new URL('/api/Task/Add', stack.api.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subject, parentObject: 'Project', parentId: project.id }),
    });
    expect(added.status).toBe(200);
    const q = `query($s: String) { tasks(first: 5, search: $s) { edges { node { subject parent { name }
      values(fields: ["parentId"]) { value text url } } } } }`;
    const asAdmin = await gql(stack.bff.url, q, { s: subject }, { cookie: `sid=${admin}` });
    expect(asAdmin.body.errors).toBeUndefined();
    const [seen] = asAdmin.body.data!.tasks.edges as { node: { parent: { name: string } | null; values: { text: string | null }[] } }[];
    expect(seen!.node.parent?.name).toEqual(expect.any(String));
    expect(seen!.node.values[0]!.text).toBe(seen!.node.parent!.name);
    expect(asAdmin.upstreamCalls).toBe(1);
    const free = await freshSession('free@acme.example');
    await gql(stack.bff.url, q, { s: subject }, { cookie: free }); // the session's lookups
    const asFree = await gql(stack.bff.url, q, { s: subject }, { cookie: free });
    expect(asFree.body.errors).toBeUndefined();
    expect(asFree.body.data!.tasks.edges).toEqual([
      { node: { subject, parent: null, values: [{ value: project.id, text: null, url: null }] } },
    ]);
    expect(asFree.upstreamCalls).toBe(1);
  });

  it('a detail page shows its references’ names and links from its one call: the summary brings them', async () => {
    const token = await apiToken(stack.api.url, 'crm@acme.example');
    const add = async (path: string, body: unknown) =>
      (
        (await (
          await fetch(new URL(path, stack.api.url), {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json()) as { model: { id: number } }
      ).model;
    const org = await add('/api/Organization/Add', { name: `Detail refs ${Date.now()}` });
    const boss = await add('/api/Person/Add', { firstName: 'Dana', lastName: 'Boss', organizationId: org.id });
    const person = await add('/api/Person/Add', { firstName: 'Eli', lastName: 'Staff', organizationId: org.id, reportsToId: boss.id });
    const cookie = `sid=${token}`;
    const q = `query($id: ID!) { record(type: "Person", id: $id) { name summary { quickActions }
      values(fields: ["organizationId", "reportsToId"]) { field text url } } }`;
    await gql(stack.bff.url, q, { id: String(boss.id) }, { cookie }); // the session's lookups
    const res = await gql(stack.bff.url, q, { id: String(person.id) }, { cookie });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.record.values).toEqual([
      { field: 'organizationId', text: expect.stringContaining('Detail refs'), url: expect.stringMatching(/\/detail\/\d+$/) },
      { field: 'reportsToId', text: 'Dana Boss', url: `/person/detail/${boss.id}` },
    ]);
    expect(res.upstreamCalls).toBe(1);
  });

  it('a detail page on a tab that lists records brings the tab’s first page in the same request, one call more', async () => {
    const cookie = await freshSession('admin@acme.example');
    const withSection = (key: string, first: number) =>
      gql(
        stack.bff.url,
        `query($key: String!, $first: Int!) {
          record(type: "Organization", id: "1") { id name summary { quickActions } }
          sectionRecords(type: "Organization", id: "1", key: $key, first: $first) {
            totalCount edges { node { id name columnValues { field text } } }
          }
        }`,
        { key, first },
        { cookie },
      );
    await gql(stack.bff.url, DETAIL, { object: 'Organization', id: '1' }, { cookie }); // the session's lookups
    const page = await withSection('opportunity', 20);
    expect(page.body.errors, JSON.stringify(page.body.errors)).toBeUndefined();
    const rows = (page.body.data!.sectionRecords as { totalCount: number; edges: { node: { columnValues: unknown[] } }[] }).edges;
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.node.columnValues.length).toBeGreaterThan(1);
    // GetSummary and the section's page, which brings the records its rows' cells reference (the contacts); the
    // owners are the session's users. Not a call per row.
    const few = await withSection('opportunity', 1);
    expect(page.upstreamCalls).toBe(few.upstreamCalls);
    expect(page.upstreamCalls).toBe(2);
    // A tab that lists no records, a section the type does not have, a record that does not exist: no rows.
    for (const key of ['history', 'detail-info', 'no-such-section']) {
      const none = await withSection(key, 20);
      expect(none.body.errors, key).toBeUndefined();
      expect(none.body.data!.sectionRecords, key).toBeNull();
    }
    const missing = await gql(
      stack.bff.url,
      `{ sectionRecords(type: "Organization", id: "999999", key: "opportunity") { totalCount } }`,
      {},
      { cookie },
    );
    expect(missing.body.data!.sectionRecords).toBeNull();
  });

  it('a list whose rows list a section (`related`) costs two calls: the rows, then every row’s section page with its references', async () => {
    const cookie = await freshSession('admin@acme.example');
    const query = `{ records(type: "Organization", first: 20) { edges { node { rowId
      related(section: OPPORTUNITY, first: 5) { edges { node { rowId
        ... on Opportunity { contact { rowId name url } }
        columnValues(fields: ["name", "contactId"]) { field value text url } } } } } } } }`;
    await gql(stack.bff.url, query, {}, { cookie }); // the session's lookups
    const res = await gql(stack.bff.url, query, {}, { cookie });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    // The organizations' page, then one batched section call for all twenty, which brings the contacts: no Record/List.
    expect(res.upstreamCalls).toBe(2);
    type Opp = {
      rowId: number;
      contact: { rowId: number; name: string; url: string } | null;
      columnValues: { field: string; value: unknown; text: string | null; url: string | null }[];
    };
    const opps = (res.body.data!.records.edges as { node: { related: { edges: { node: Opp }[] } } }[]).flatMap((e) =>
      e.node.related.edges.map((r) => r.node),
    );
    const withContact = opps.filter((o) => o.contact);
    expect(withContact.length).toBeGreaterThan(3);
    for (const o of withContact.slice(0, 5)) {
      const one = await gql(
        stack.bff.url,
        `query($id: ID!) { record(type: "Person", id: $id) { name url } }`,
        { id: String(o.contact!.rowId) },
        { cookie },
      );
      expect({ name: o.contact!.name, url: o.contact!.url }).toEqual(one.body.data!.record);
      const cell = o.columnValues.find((c) => c.field === 'contactId')!;
      expect({ value: cell.value, text: cell.text, url: cell.url }).toEqual({
        value: o.contact!.rowId,
        text: o.contact!.name,
        url: o.contact!.url,
      });
    }
  });
  it('a detail page on any other tab brings that tab’s data in the same request: only the URL’s section answers', async () => {
    const cookie = await freshSession('admin@acme.example');
    // Every section kind under its own alias, as the web's page query asks them.
    const page = (key: string, object = 'Organization', id = '1') =>
      gql(
        stack.bff.url,
        `query($object: String!, $id: ID!, $key: String!) {
          record(type: $object, id: $id) { id name summary { quickActions } }
          details: detailSection(type: $object, id: $id, key: $key, kinds: [DETAIL_INFO]) {
            section { key kind } recordType { name fields { name } } record { id values { field } }
          }
          history: detailSection(type: $object, id: $id, key: $key, kinds: [HISTORY]) { record { history(first: 20) { totalCount } } }
          recent: detailSection(type: $object, id: $id, key: $key, kinds: [RECENT]) { record { recent { name } } }
          share: detailSection(type: $object, id: $id, key: $key, kinds: [SHARE]) { record { shares { name } } }
          attachments: detailSection(type: $object, id: $id, key: $key, kinds: [ATTACHMENTS]) {
            record { attachments(first: 20) { edges { node { name } } } }
          }
        }`,
        { object, id, key },
        { cookie },
      );
    await gql(stack.bff.url, DETAIL, { object: 'Organization', id: '1' }, { cookie }); // the session's lookups
    const aliases = ['details', 'history', 'recent', 'share', 'attachments'];
    for (const [key, alias] of [
      ['detail-info', 'details'],
      ['history', 'history'],
      ['recent', 'recent'],
      ['share', 'share'],
      ['attachment', 'attachments'],
    ] as const) {
      const res = await page(key);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      const data = res.body.data as Record<string, unknown>;
      for (const other of aliases) {
        if (other === alias) expect(data[other], key).toMatchObject({ record: expect.any(Object) });
        else expect(data[other], `${key}: ${other}`).toBeNull();
      }
      // GetSummary once for the page and every alias, plus at most the section's own call.
      expect(res.upstreamCalls, key).toBeLessThanOrEqual(2);
    }
    const details = await page('detail-info');
    expect(details.upstreamCalls).toBe(1);
    expect(details.body.data!.details).toMatchObject({
      section: { key: 'detail-info', kind: 'DETAIL_INFO' },
      recordType: { name: 'Organization', fields: expect.arrayContaining([{ name: 'name' }]) },
    });
    // A tab that lists records, a section the type does not have, a record that does not exist: no alias answers.
    for (const [key, id] of [
      ['opportunity', '1'],
      ['no-such-section', '1'],
      ['detail-info', '999999'],
    ] as const) {
      const res = await page(key, 'Organization', id);
      expect(res.body.errors, key).toBeUndefined();
      for (const alias of aliases) expect((res.body.data as Record<string, unknown>)[alias], `${key} ${id}: ${alias}`).toBeNull();
    }
    // Another company's record answers nothing, as record(type:, id:) does.
    const globex = await freshSession('admin@globex.example');
    const foreign = await gql(
      stack.bff.url,
      `{ record(type: "Organization", id: "1") { id } detailSection(type: "Organization", id: "1", key: "detail-info") { record { id } } }`,
      {},
      { cookie: globex },
    );
    expect(foreign.body.data).toEqual({ record: null, detailSection: null });
  });

  it('a detail tab of another company’s record lists nothing: sectionRecords is null, as record(type:, id:) is', async () => {
    const globex = await loginCookie(stack.bff.url, 'admin@globex.example');
    const acme = await freshSession('admin@acme.example');
    const meta = await gql(stack.bff.url, `{ recordType(name: "Organization") { sections { key kind } } }`, {}, { cookie: globex });
    const keys = (meta.body.data!.recordType.sections as { key: string; kind: string }[])
      .filter((s) => s.kind === 'RECORDS' || s.kind === 'UPDATES')
      .map((s) => s.key);
    expect(keys).toContain('opportunity');
    const SECTION = `query($id: ID!, $key: String!) {
      record(type: "Organization", id: $id) { id name }
      sectionRecords(type: "Organization", id: $id, key: $key, first: 100) { totalCount edges { node { id name } } }
    }`;
    // Globex's organizations and, through their own company's eyes, the records their tabs list.
    const orgs = await gql(
      stack.bff.url,
      `{ records(type: "Organization", first: 100) { edges { node { id rowId } } } }`,
      {},
      { cookie: globex },
    );
    const theirs = (orgs.body.data!.records.edges as { node: { id: string; rowId: number } }[]).map((e) => e.node);
    expect(theirs.length).toBeGreaterThan(0);
    let listed = 0;
    for (const org of theirs)
      for (const key of keys) {
        const own = await gql(stack.bff.url, SECTION, { id: String(org.rowId), key }, { cookie: globex });
        expect(own.body.errors, JSON.stringify(own.body.errors)).toBeUndefined();
        const related = (own.body.data!.sectionRecords?.edges ?? []) as { node: { id: string; name: string } }[];
        listed += related.length;
        // An Acme user asking the same record, by row id or global id: no record, no tab, none of its related records.
        for (const id of [String(org.rowId), org.id]) {
          const other = await gql(stack.bff.url, SECTION, { id, key }, { cookie: acme });
          expect(other.body.errors, `${key} ${id}: ${JSON.stringify(other.body.errors)}`).toBeUndefined();
          expect(other.body.data, `${key} ${id}`).toEqual({ record: null, sectionRecords: null });
        }
      }
    // The check above looked at real rows: Globex's organizations list opportunities, cases, orders … of their own.
    expect(listed).toBeGreaterThan(2);
  });

  it('the bell asks for notifications once for its badge and its list', async () => {
    const cookie = await freshSession('crm@acme.example');
    const cold = await gql(stack.bff.url, BELL, undefined, { cookie });
    expect(cold.body.errors).toBeUndefined();
    expect(cold.body.data!.viewer.notificationBadge).toBe(Math.min(cold.body.data!.viewer.notifications.unreadCount, 20));
    expect(cold.upstreamCalls).toBe(2); // InitialData, Notification
    const warm = await gql(stack.bff.url, BELL, undefined, { cookie });
    expect(warm.upstreamCalls).toBe(1); // Notification
  });

  it('a page load (shell, then route) asks for the initial data once, and the users list costs no call of its own', async () => {
    const cookie = await freshSession('project@acme.example');
    const shell = await gql(stack.bff.url, `{ viewer { username mainMenu { key items { key isLocked } } } }`, undefined, { cookie });
    expect(shell.upstreamCalls).toBe(1);
    const route = await gql(stack.bff.url, `{ viewer { fullName company { name } } users { rowId fullName } }`, undefined, { cookie });
    expect(route.body.errors).toBeUndefined();
    expect(route.body.data!.users.length).toBeGreaterThan(1);
    expect(route.upstreamCalls).toBe(0);
  });

  it('another session of the same user has its own lookups; signing out through the bff forgets them', async () => {
    const a = await loginCookie(stack.bff.url, 'support@acme.example');
    // Signing in through the bff answers the viewer: the new session's lookups are cached at once.
    expect(stack.bff.lookups.peek(sid(a))?.session.username).toBe('support@acme.example');
    const b = await freshSession('support@acme.example');
    await gql(stack.bff.url, `{ viewer { username } }`, undefined, { cookie: a });
    expect((await gql(stack.bff.url, `{ viewer { username } }`, undefined, { cookie: b })).upstreamCalls).toBe(1);
    await gql(stack.bff.url, `mutation { logout { __typename } }`, undefined, { cookie: a });
    expect(stack.bff.lookups.peek(sid(a))).toBeUndefined();
    // The signed-out session is not served from the cache: the api refuses it.
    const after = await gql(stack.bff.url, `{ viewer { username } }`, undefined, { cookie: a });
    expect(after.body.data).toEqual({ viewer: null });
  });

  it('a lookupChange from the hub makes the next request read the changed lookups', async () => {
    const cookie = await loginCookie(stack.bff.url, 'free@acme.example');
    const q = `{ recordType(name: "Organization") { defaultSection typeDefaultSection } }`;
    const before = await gql(stack.bff.url, q, undefined, { cookie });
    expect(before.body.data!.recordType.defaultSection).toBe(before.body.data!.recordType.typeDefaultSection);
    expect((await gql(stack.bff.url, q, undefined, { cookie })).upstreamCalls).toBe(0);

    // The same user changes a preference at the api directly (another bff instance, a REST client): the api's
    // hub announces lookupChange and this bff forgets the user's cached lookups.
    const token = await apiToken(stack.api.url, 'free@acme.example');
    const put = await fetch(new URL('/api/UserOption/Update?optionName=defaultSection.Organization&optionValue=history', stack.api.url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(put.status).toBe(200);
    const deadline = Date.now() + 5_000;
    while (stack.bff.lookups.peek(sid(cookie)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

    const after = await gql(stack.bff.url, q, undefined, { cookie });
    expect(after.upstreamCalls).toBe(1);
    expect(after.body.data!.recordType.defaultSection).toBe('history');
  });

  it('the list reads the viewer’s saved views once per session; a view shared at the api shows on the next request', async () => {
    const cookie = await loginCookie(stack.bff.url, 'project@acme.example');
    const q = `{ savedViews(type: "Organization") { name sharedBy } records(type: "Organization", first: 5) { columns { field } edges { node { id } } } }`;
    const first = await gql(stack.bff.url, q, undefined, { cookie });
    expect(first.body.errors).toBeUndefined();
    const warm = await gql(stack.bff.url, q, undefined, { cookie });
    expect(warm.body.data).toEqual(first.body.data);
    expect(warm.upstreamCalls).toBe(1); // PagingAndSorting; the views (picker and columns) are the session's
    const initialData = stack.bff.lookups.peek(sid(cookie));
    expect(initialData).toBeDefined();

    // A colleague saves a view and shares it with this user at the api directly: the api announces it and the
    // bff forgets the company's cached views, not the sessions' other lookups.
    const admin = await apiToken(stack.api.url, 'admin@acme.example');
    const rest = (path: string, body: unknown) =>
      fetch(new URL(path, stack.api.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { model: { id: number } } }));
    const saved = await rest('/api/UserSearchCriteria/Save', {
      objectName: 'Organization',
      name: 'Shared by admin',
      criteriaGroupList: [],
    });
    expect(saved.status).toBe(200);
    const shared = await rest('/api/UserSearchCriteria/Share/Save', {
      viewId: saved.body.model.id,
      userOrGroupId: initialData!.session.userId,
    });
    expect(shared.status).toBe(200);

    const deadline = Date.now() + 5_000;
    let after = await gql(stack.bff.url, q, undefined, { cookie });
    while (after.upstreamCalls === 1 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      after = await gql(stack.bff.url, q, undefined, { cookie });
    }
    expect(after.body.data!.savedViews).toContainEqual({ name: 'Shared by admin', sharedBy: expect.any(String) });
    expect(after.upstreamCalls).toBe(2); // PagingAndSorting and UserView again; the initial data stayed
    expect(stack.bff.lookups.peek(sid(cookie))).toBe(initialData);
  });
});
