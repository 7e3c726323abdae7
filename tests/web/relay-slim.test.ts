import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// web/build/relaySlim.ts: the production build resolves relay-runtime and react-relay to entries that re-export only
// what is used (web/build/relay/). What they export must be the packages' own objects, and every name react-relay's
// hooks read from relay-runtime must be there (a CommonJS read of a missing name is `undefined`, not a build error).
const require = createRequire(import.meta.url);
const relayHooks = dirname(require.resolve('react-relay/lib/relay-hooks/useFragment'));
const slimRuntimePath = resolve('web/build/relay/relay-runtime.js');
const slimReactRelayPath = resolve('web/build/relay/react-relay.js');

/** react-relay's modules the slim entry reaches (its imports and their relative requires, transitively). */
function reachableHookFiles(): string[] {
  const entry = readFileSync(slimReactRelayPath, 'utf8');
  const queue = [...entry.matchAll(/from 'react-relay\/lib\/relay-hooks\/(\w+)'/g)].map((m) => join(relayHooks, `${m[1]}.js`));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, path = ''] of readFileSync(file, 'utf8').matchAll(/require\(["'](\.\.?\/[\w./]+)["']\)/g)) {
      // The plugin stands in for the pre-Activity fragment internals (see the flag test below).
      if (path === './useFragmentInternal_CURRENT') continue;
      queue.push(resolve(dirname(file), path.endsWith('.js') ? path : `${path}.js`));
    }
  }
  return [...seen];
}

/** The names each file reads from `require('relay-runtime')` (`x.Name` or `x.__internal.Name`). */
function relayRuntimeReads(files: string[]): { names: Set<string>; internal: Set<string> } {
  const names = new Set<string>();
  const internal = new Set<string>();
  for (const file of files) {
    const src = readFileSync(file, 'utf8');
    for (const [, binding] of src.matchAll(/(\w+) = require\(["']relay-runtime["']\)/g)) {
      for (const m of src.matchAll(new RegExp(`\\b${binding}\\.(\\w+)(?:\\.(\\w+))?`, 'g'))) {
        names.add(m[1]!);
        if (m[1] === '__internal' && m[2]) internal.add(m[2]);
      }
    }
    for (const m of src.matchAll(/\b__internal\.(\w+)/g)) internal.add(m[1]!);
  }
  return { names, internal };
}

describe('the slim relay entries of the production build', () => {
  it("export every relay-runtime name react-relay's hooks read, as the package's own objects", async () => {
    const real = require('relay-runtime') as Record<string, unknown> & { __internal: Record<string, unknown> };
    const slim = (await import(slimRuntimePath)) as Record<string, unknown> & { __internal: Record<string, unknown> };
    const files = reachableHookFiles();
    expect(files.some((f) => f.endsWith('useFragmentInternal_EXPERIMENTAL.js'))).toBe(true);
    const { names, internal } = relayRuntimeReads(files);
    expect(names.size).toBeGreaterThan(10);
    expect([...names].filter((n) => !(n in slim))).toEqual([]);
    expect([...internal].filter((n) => !(n in slim.__internal))).toEqual([]);
    for (const [name, value] of Object.entries(slim)) {
      if (name === '__internal') continue;
      expect(value, name).toBe(real[name]);
    }
    for (const [name, value] of Object.entries(slim.__internal)) expect(value, `__internal.${name}`).toBe(real.__internal[name]);
  });

  it("export react-relay's own hooks and functions", async () => {
    const real = require('react-relay/hooks') as Record<string, unknown>;
    const slim = (await import(slimReactRelayPath)) as Record<string, unknown>;
    expect(Object.keys(slim).length).toBeGreaterThan(10);
    for (const [name, value] of Object.entries(slim)) expect(value, name).toBe(real[name]);
  });

  it("stand in for relay-runtime's resolver cache, @updatable reads and mutation configs: the app uses none of them", () => {
    const generated: string[] = [];
    const handwritten: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.graphql\.ts$/.test(entry.name)) generated.push(path);
        else if (/\.tsx?$/.test(entry.name)) handwritten.push(path);
      }
    };
    walk(resolve('web/src'));
    expect(generated.length).toBeGreaterThan(50);
    // A Relay Resolver field (or a client edge to one) is read through the resolver cache (web/build/relay/noResolvers.cjs).
    const resolverFields = generated.filter((f) =>
      /"kind": "(RelayResolver|RelayLiveResolver|ClientEdgeToClientObject|ClientEdgeToServerObject)"/.test(readFileSync(f, 'utf8')),
    );
    expect(resolverFields).toEqual([]);
    // @updatable / @assignable (noUpdatableReads.cjs) and the legacy `configs` of a mutation (noDeclarativeConfigs.cjs).
    const uses = handwritten.filter((f) =>
      /@updatable|@assignable|readUpdatable(Query|Fragment)|\bconfigs\s*:/.test(readFileSync(f, 'utf8')),
    );
    expect(uses).toEqual([]);
  });

  it('leave out only the fragment internals a relay feature flag turns off: the flag is on and the app never changes it', () => {
    const { RelayFeatureFlags } = require('relay-runtime') as { RelayFeatureFlags: Record<string, unknown> };
    expect(RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('RelayFeatureFlags')) sources.push(path);
      }
    };
    walk(resolve('web/src'));
    expect(sources).toEqual([]);
  });
});
