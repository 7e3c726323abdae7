import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

// The production build, in memory: which modules a full load of the organization list fetches (the entry, the
// root, the shell and the list route, with their static imports). Lazily loaded code must stay out of it.
describe('the first load of the organization list', () => {
  it('carries no form code (react-hook-form, zod, the edit pane), no toast region and no react-aria overlay', async () => {
    const output = (await build({
      configFile: resolve('web/vite.config.ts'),
      logLevel: 'silent',
      build: { write: false },
    })) as Rolldown.RolldownOutput;
    const chunks = new Map(output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]));
    const starts = [...chunks.values()].filter(
      (c) => c.isEntry || /app[\\/]shell[\\/]AppShell\.tsx$|routes[\\/]RecordListRoute\.tsx$/.test(c.facadeModuleId ?? ''),
    );
    expect(starts.filter((c) => c.isEntry)).toHaveLength(1);
    const loaded = new Set<string>();
    const walk = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const next of chunks.get(file)?.imports ?? []) walk(next);
    };
    for (const c of starts) walk(c.fileName);
    const modules = [...loaded].flatMap((file) => Object.keys(chunks.get(file)!.modules));
    expect(modules.some((m) => /RecordListRoute\.tsx$/.test(m))).toBe(true);
    expect(modules.some((m) => /shell[\\/]AppShell\.tsx$/.test(m))).toBe(true);
    const forbidden = modules.filter((m) =>
      /node_modules[\\/](react-hook-form|zod|@hookform)[\\/]|panes[\\/](RecordEditPane|RecordFormFields|RecordFormPane)\.tsx$|errors[\\/]MessageRegion\.tsx$|shell[\\/]MainMenuPopover\.tsx$/.test(
        m,
      ),
    );
    expect(forbidden).toEqual([]);
    // react-aria's overlays and collections arrive on intent (a panel, a dialog, the view picker, the quick search):
    // the first screen draws their triggers only.
    const overlays = modules.filter((m) =>
      /react-aria-components[\\/]dist[\\/].*[\\/](Select|ComboBox|ListBox|Popover|Dialog|Modal|Tabs|Menu)\.mjs$/.test(m),
    );
    expect(overlays).toEqual([]);
  }, 120_000);
});
