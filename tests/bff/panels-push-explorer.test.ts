// The bff over the Explorer calls, running timers and web push subscriptions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
let cookie: string;
beforeAll(async () => {
  stack = await startStack();
  cookie = await loginCookie(stack.bff.url, 'crm@acme.example');
});
afterAll(async () => {
  await stack?.close();
});

describe('explorer, timers and push through the bff', () => {
  it('reads the Explorer home, a sub-page 4 at a time, the forms; an unknown page is null', async () => {
    const r = await gql(
      stack.bff.url,
      `{ viewer { showWelcome explorerPages { value totalItem } explorerSubpage(page: "getting-started", currentPage: 2) { items { title } pageSize totalItem }
         unknown: explorerSubpage(page: "nope") { title } explorerQuestionForm { email } explorerQuestionnaire { interested } runningTimers { id } pushPublicKey } }`,
      undefined,
      { cookie },
    );
    expect(r.body.errors, JSON.stringify(r.body)).toBeUndefined();
    const v = r.body.data!.viewer;
    expect(v.explorerPages[0]).toEqual({ value: 'getting-started', totalItem: 5 });
    expect(v.explorerSubpage).toMatchObject({ pageSize: 4, totalItem: 5 });
    expect(v.explorerSubpage.items).toHaveLength(1);
    expect(v.unknown).toBeNull();
    expect(v.explorerQuestionForm.email).toBe('crm@acme.example');
    expect(v.runningTimers).toEqual([]);
    expect(typeof v.pushPublicKey).toBe('string');
  });

  it('sends a question, refuses an incomplete call request, saves the questionnaire, hides the welcome', async () => {
    const asked = await gql(
      stack.bff.url,
      'mutation { askExplorerQuestion(input: { email: "crm@acme.example", name: "Casey", subject: "Tax", question: "How?" }) { __typename } }',
      undefined,
      { cookie },
    );
    expect(asked.body.data!.askExplorerQuestion.__typename).toBe('ExplorerSuccess');
    const call = await gql(
      stack.bff.url,
      'mutation { requestExplorerCall(input: { email: "crm@acme.example", name: "Casey", phoneNumber: "" }) { __typename ... on ValidationError { message } } }',
      undefined,
      { cookie },
    );
    expect(call.body.data!.requestExplorerCall).toEqual({ __typename: 'ValidationError', message: 'Please complete all required fields' });
    await gql(
      stack.bff.url,
      'mutation { saveExplorerQuestionnaire(input: { roleInCompany: "Owner", currentIssue: "Invoicing", interested: "CRM,Projects" }) { __typename } }',
      undefined,
      {
        cookie,
      },
    );
    await gql(stack.bff.url, 'mutation { hideExplorerWelcome { __typename } }', undefined, { cookie });
    const after = await gql(stack.bff.url, '{ viewer { showWelcome explorerQuestionnaire { interested } } }', undefined, { cookie });
    expect(after.body.data!.viewer).toEqual({ showWelcome: false, explorerQuestionnaire: { interested: 'CRM,Projects' } });
  });

  it('refuses a push subscription that is not https', async () => {
    const r = await gql(
      stack.bff.url,
      'mutation { updatePushSubscription(input: { endpoint: "http://push.example.com/x", p256dh: "a", auth: "b" }) { __typename } }',
      undefined,
      { cookie },
    );
    expect(r.body.data!.updatePushSubscription.__typename).toBe('ValidationError');
  });
});
