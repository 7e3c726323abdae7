import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

// The production build, in memory: which modules a full load of a page fetches (the entry, the root, the shell and
// the page's routes, with their static imports). Lazily loaded code must stay out of it.
let chunks: Map<string, Rolldown.OutputChunk>;

/** The chunks a full load of the given routes' modules fetches. */
function firstLoadChunks(routes: RegExp): Rolldown.OutputChunk[] {
  const starts = [...chunks.values()].filter(
    (c) => c.isEntry || /app[\\/]shell[\\/]AppShell\.tsx$/.test(c.facadeModuleId ?? '') || routes.test(c.facadeModuleId ?? ''),
  );
  expect(starts.filter((c) => c.isEntry)).toHaveLength(1);
  const loaded = new Set<string>();
  const walk = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const next of chunks.get(file)?.imports ?? []) walk(next);
  };
  for (const c of starts) walk(c.fileName);
  return [...loaded].map((file) => chunks.get(file)!);
}

/** Every module of the chunks a full load of the given routes' modules fetches. */
function firstLoadModules(routes: RegExp): string[] {
  return firstLoadChunks(routes).flatMap((c) => Object.keys(c.modules));
}

/** The sum of the chunks' gzip -9 sizes, in KiB (tests/load/first-load.ts's unit: each script compressed alone). */
const gzipKiB = (list: Rolldown.OutputChunk[]) =>
  list.reduce((sum, c) => sum + gzipSync(Buffer.from(c.code), { level: 9 }).length, 0) / 1024;

/** Form code: react-hook-form, zod, the record forms and their field inputs. */
const FORM_CODE =
  /node_modules[\\/](react-hook-form|zod|@hookform)[\\/]|panes[\\/](RecordEditPane|RecordFormFields|RecordFormPane|PartyContactFields|useRecordValuesForm)\.tsx?$|fields[\\/](FieldInput|RecordReferenceInput|UserInputs|DateEntryInput)\.tsx$|sections[\\/]DetailInfoForm\.tsx$/;

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which Vite keeps: React's and Relay's development builds. Build as `vite build`.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = (await build({
    configFile: resolve('web/vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  })) as Rolldown.RolldownOutput;
  chunks = new Map(output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]));
}, 120_000);

describe('the first load of the organization list', () => {
  it('carries no form code (react-hook-form, zod, the edit pane), no toast region and no react-aria overlay', () => {
    const modules = firstLoadModules(/routes[\\/]RecordListRoute\.tsx$/);
    expect(modules.some((m) => /RecordListRoute\.tsx$/.test(m))).toBe(true);
    expect(modules.some((m) => /shell[\\/]AppShell\.tsx$/.test(m))).toBe(true);
    const forbidden = modules.filter((m) => FORM_CODE.test(m) || /errors[\\/]MessageRegion\.tsx$|shell[\\/]MainMenuPopover\.tsx$/.test(m));
    expect(forbidden).toEqual([]);
    // react-aria's overlays and collections arrive on intent (a panel, a dialog, the view picker, the quick search):
    // the first screen draws their triggers only.
    const overlays = modules.filter((m) =>
      /react-aria-components[\\/]dist[\\/].*[\\/](Select|ComboBox|ListBox|Popover|Dialog|Modal|Tabs|Menu)\.mjs$/.test(m),
    );
    expect(overlays).toEqual([]);
  });
});

describe("the bytes of the organization list's first load", () => {
  // The budget: 200 KiB of gzip JavaScript for a first visit of the organization list, with the graphql-ws
  // client its live updates load at once (tests/load/first-load.ts measures the same in Chromium). Keep it for a
  // feature the first screen draws by loading later what it does not draw, never by raising it.
  const BUDGET_KIB = 200;

  /** The list's first load and the subscription client's chunk (environment.ts imports it on the first subscription). */
  const withSubscriptionClient = () => {
    const list = firstLoadChunks(/routes[\\/]RecordListRoute\.tsx$/);
    const client = [...chunks.values()].filter((c) => Object.keys(c.modules).some((m) => /node_modules[\\/]graphql-ws[\\/]/.test(m)));
    expect(client).toHaveLength(1);
    return [...new Set([...list, ...client])];
  };

  it(`sums at most ${BUDGET_KIB} KiB of gzip -9 in at most 8 scripts, the subscription client included`, () => {
    const all = withSubscriptionClient();
    expect(gzipKiB(all)).toBeLessThanOrEqual(BUDGET_KIB);
    expect(all.length).toBeLessThanOrEqual(8);
  });

  it('leaves to first use what the first screen does not draw: the window over long lists, the table and date libraries, text fields with validation, the plan prompts, the list and view mutations', () => {
    const modules = firstLoadModules(/routes[\\/]RecordListRoute\.tsx$/);
    expect(modules.some((m) => /ui[\\/]VirtualTable\.tsx$/.test(m))).toBe(true);
    const deferred = modules.filter((m) =>
      /node_modules[\\/](@tanstack|@date-fns)[\\/]|ui[\\/](VirtualWindow|TextField)\.tsx$|react-aria-components[\\/]dist[\\/].*[\\/](TextField|TextArea|FieldError|Form)\.mjs$|react-aria[\\/]dist[\\/].*[\\/]useFormValidation\.mjs$|plans[\\/]components[\\/]PlanPrompts\.tsx$|[\\/]mutations[\\/]use(ListActions|ViewMutations)\.ts$|(useListActions|useViewMutations|PlanPrompts)\w*Mutation\.graphql\.ts$/.test(
        m,
      ),
    );
    expect(deferred).toEqual([]);
  });

  it("carries relay's slim entries, not the packages' CommonJS entries that require every module", () => {
    const modules = firstLoadModules(/routes[\\/]RecordListRoute\.tsx$/);
    expect(modules.some((m) => /web[\\/]build[\\/]relay[\\/]relay-runtime\.js$/.test(m))).toBe(true);
    const whole = modules.filter((m) =>
      /relay-runtime[\\/](index|lib[\\/]index)\.js$|react-relay[\\/](hooks|lib[\\/]hooks|lib[\\/]index)\.js$|RelayModernFragmentSpecResolver\.js$|fetchQuery_DEPRECATED\.js$|useFragmentInternal_CURRENT\.js$/.test(
        m,
      ),
    );
    expect(whole).toEqual([]);
  });

  it("puts the shell's own static dependencies in the shell's chunk", () => {
    const shell = [...chunks.values()].find((c) => Object.keys(c.modules).some((m) => /shell[\\/]AppShell\.tsx$/.test(m)))!;
    const modules = Object.keys(shell.modules);
    // Modules rolldown would otherwise split into chunks of their own (each shared by a different set of routes).
    for (const name of [/app[\\/]links\.ts$/, /records[\\/]panes[\\/]paneApi\.ts$/, /plans[\\/]components[\\/]PlanPromptsLoader\.tsx$/]) {
      expect(
        modules.some((m) => name.test(m)),
        String(name),
      ).toBe(true);
    }
  });
});

describe("the first load of a record's detail page", () => {
  it('carries no form code (the detail-info edit mode and the panes load on Edit) and no select, combo box, date picker or drop zone', () => {
    const modules = firstLoadModules(/routes[\\/]Record(Detail|Section)Route\.tsx$/);
    expect(modules.some((m) => /RecordSectionRoute\.tsx$/.test(m))).toBe(true);
    expect(modules.some((m) => /sections[\\/]DetailInfoSection\.tsx$/.test(m))).toBe(true);
    expect(modules.filter((m) => FORM_CODE.test(m))).toEqual([]);
    // The sections seldom opened first (share, attachments, a task's progress) and the summary panel's dialogs
    // (convert to customer, add field) load when shown.
    const deferred = modules.filter((m) =>
      /sections[\\/](ShareSection|AttachmentsSection)\.tsx$|TaskProgressSection\.tsx$|components[\\/](ConvertToCustomerDialog|AddSidePanelFieldDialog)\.tsx$/.test(
        m,
      ),
    );
    expect(deferred).toEqual([]);
    const controls = modules.filter((m) =>
      /react-aria-components[\\/]dist[\\/].*[\\/](Select|ComboBox|ListBox|Popover|DatePicker|DateField|Calendar|Checkbox|DropZone)\.mjs$/.test(
        m,
      ),
    );
    expect(controls).toEqual([]);
  });
});
