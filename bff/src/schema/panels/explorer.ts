// The Explorer panel: help home and sub-pages (`GET /api/Explorer/Home|Subpage`), the question form and a call
// request (`PUT /api/Explorer/Question|Call`), the questionnaire (`GET /api/Explorer/GetQuestionnaire`,
// `POST /api/Explorer/SaveQuestionnaire`), hiding the welcome and turning the panel off (`showExplorer`).
import type { Context } from '../../context';
import { UpstreamError } from '../../upstream/client';
import { builder } from '../builder';
import { ValidationError, mutate } from '../errors';
import { ViewerRef } from '../viewer/ref';

interface PageModel {
  value: string;
  title: string;
  totalItem: number;
}
interface ItemModel {
  value: string;
  title: string;
  description: string;
  url: string;
}
interface SubpageModel {
  value: string;
  title: string;
  data: ItemModel[];
  currentPage: number;
  pageSize: number;
  totalItem: number;
}
interface HomeModel {
  showWelcome: boolean;
  showExplorer: boolean;
  pages: PageModel[];
}
interface QuestionnaireModel {
  roleInCompany: string;
  currentIssue: string;
  interested: string;
}

const home = (ctx: Context) => ctx.loaders.get<HomeModel>('/api/Explorer/Home', {});

const PageRef = builder.objectRef<PageModel>('ExplorerPage').implement({
  description: 'A help page listed on the Explorer home.',
  fields: (t) => ({
    value: t.string({ description: 'Its key.', resolve: (p) => p.value }),
    title: t.string({ description: 'Its title.', resolve: (p) => p.title }),
    totalItem: t.int({ description: 'How many items it has.', resolve: (p) => p.totalItem }),
  }),
});
const ItemRef = builder.objectRef<ItemModel>('ExplorerItem').implement({
  description: 'An item of a help page.',
  fields: (t) => ({
    value: t.string({ description: 'Its key.', resolve: (i) => i.value }),
    title: t.string({ description: 'Its title.', resolve: (i) => i.title }),
    description: t.string({ description: 'What it is about.', resolve: (i) => i.description }),
    url: t.string({ description: 'Where it leads (an app path).', resolve: (i) => i.url }),
  }),
});
const SubpageRef = builder.objectRef<SubpageModel>('ExplorerSubpage').implement({
  description: 'One page of a help page’s items (4 per page).',
  fields: (t) => ({
    value: t.string({ description: 'The page key.', resolve: (s) => s.value }),
    title: t.string({ description: 'The page title.', resolve: (s) => s.title }),
    items: t.field({ type: [ItemRef], description: 'The items of this page.', resolve: (s) => s.data }),
    currentPage: t.int({ description: '1-based page number.', resolve: (s) => s.currentPage }),
    pageSize: t.int({ description: 'Items per page (4).', resolve: (s) => s.pageSize }),
    totalItem: t.int({ description: 'Items in all.', resolve: (s) => s.totalItem }),
  }),
});
const QuestionnaireRef = builder.objectRef<QuestionnaireModel>('ExplorerQuestionnaire').implement({
  description: 'The questionnaire’s answers, each a comma-separated list.',
  fields: (t) => ({
    roleInCompany: t.string({ description: 'Roles in the company.', resolve: (q) => q.roleInCompany }),
    currentIssue: t.string({ description: 'Current issues.', resolve: (q) => q.currentIssue }),
    interested: t.string({ description: 'Interests.', resolve: (q) => q.interested }),
  }),
});
const QuestionFormRef = builder.objectRef<{ email: string; name: string }>('ExplorerQuestionForm').implement({
  description: 'The question form, filled with who asks.',
  fields: (t) => ({
    email: t.string({ description: 'Reply address.', resolve: (q) => q.email }),
    name: t.string({ description: 'Their name.', resolve: (q) => q.name }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  explorerPages: t.field({
    type: [PageRef],
    description: 'The Explorer home’s help pages.',
    resolve: async (_v, _a, ctx) => (await home(ctx)).pages,
  }),
  showWelcome: t.boolean({
    description: 'Whether the Explorer welcome still shows.',
    resolve: async (_v, _a, ctx) => (await home(ctx)).showWelcome,
  }),
  explorerSubpage: t.field({
    type: SubpageRef,
    nullable: true,
    description: 'A help page’s items, 4 per page; null for an unknown page.',
    args: {
      page: t.arg.string({ required: true, description: 'The page key.' }),
      currentPage: t.arg.int({ description: '1-based (default 1).' }),
    },
    resolve: async (_v, { page, currentPage }, ctx) => {
      try {
        return await ctx.loaders.get<SubpageModel>('/api/Explorer/Subpage', { page, currentPage: currentPage ?? 1 });
      } catch (err) {
        if (err instanceof UpstreamError && err.status === 404) return null;
        throw err;
      }
    },
  }),
  explorerQuestionForm: t.field({
    type: QuestionFormRef,
    description: 'The question form, filled with the viewer’s email and name.',
    resolve: (_v, _a, ctx) => ctx.loaders.get<{ email: string; name: string }>('/api/Explorer/Question', {}),
  }),
  explorerQuestionnaire: t.field({
    type: QuestionnaireRef,
    description: 'The viewer’s questionnaire answers (empty until saved).',
    resolve: (_v, _a, ctx) => ctx.loaders.get<QuestionnaireModel>('/api/Explorer/GetQuestionnaire', {}),
  }),
}));

const Done = builder.objectRef<{ __typename: 'ExplorerSuccess' }>('ExplorerSuccess').implement({
  description: 'Sent.',
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'ExplorerSuccess',
  fields: (t) => ({ ok: t.boolean({ description: 'Always true.', resolve: () => true }) }),
});
const ExplorerPayload = builder.errorUnion('ExplorerPayload', {
  description: 'Result of an Explorer form.',
  types: [Done, ValidationError],
  omitDefaultTypes: true,
});

const QuestionInput = builder.inputType('ExplorerQuestionInput', {
  description: 'A question to support.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'Reply address.' }),
    name: t.string({ required: true, description: 'Name.' }),
    subject: t.string({ required: true, description: 'Subject.' }),
    question: t.string({ required: true, description: 'The question.' }),
  }),
});
const CallInput = builder.inputType('ExplorerCallInput', {
  description: 'A call request.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'Email.' }),
    name: t.string({ required: true, description: 'Name.' }),
    phoneNumber: t.string({ required: true, description: 'Number to call.' }),
    country: t.string({ description: 'Country.' }),
    callTime: t.string({ description: 'When to call.' }),
    comment: t.string({ description: 'Comment.' }),
    reason: t.string({ description: 'Reason.' }),
  }),
});
const QuestionnaireInput = builder.inputType('ExplorerQuestionnaireInput', {
  description: 'The questionnaire’s answers, each a comma-separated list.',
  fields: (t) => ({
    roleInCompany: t.string({ description: 'Roles.' }),
    currentIssue: t.string({ description: 'Issues.' }),
    interested: t.string({ description: 'Interests.' }),
  }),
});

const send = (ctx: Context, method: 'PUT' | 'POST', path: string, body: unknown) =>
  mutate(async () => {
    await ctx.upstream.call(method, path, { body });
    ctx.loaders.clear();
    return { __typename: 'ExplorerSuccess' as const };
  });

builder.mutationFields((t) => ({
  askExplorerQuestion: t.field({
    type: ExplorerPayload,
    description: 'Sends a question to support.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: QuestionInput, required: true, description: 'The question.' }) },
    resolve: (_p, { input }, ctx) => send(ctx, 'PUT', '/api/Explorer/Question', input),
  }),
  requestExplorerCall: t.field({
    type: ExplorerPayload,
    description: 'Asks support to call.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CallInput, required: true, description: 'The request.' }) },
    resolve: (_p, { input }, ctx) => send(ctx, 'PUT', '/api/Explorer/Call', input),
  }),
  saveExplorerQuestionnaire: t.field({
    type: ExplorerPayload,
    description: 'Saves the viewer’s questionnaire answers.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: QuestionnaireInput, required: true, description: 'The answers.' }) },
    resolve: (_p, { input }, ctx) => send(ctx, 'POST', '/api/Explorer/SaveQuestionnaire', input),
  }),
  hideExplorerWelcome: t.field({
    type: ExplorerPayload,
    description: 'Stops showing the Explorer welcome to the viewer.',
    authScopes: { authenticated: true },
    resolve: (_p, _a, ctx) => send(ctx, 'POST', '/api/Explorer/HideWelcome', {}),
  }),
}));
