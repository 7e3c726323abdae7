import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { authFromHeaders } from './context';
import type { UpstreamAuth } from './upstream/client';

/**
 * Who may introspect the schema: everyone (`on`), nobody (`off`), or only bearer tokens (`bearer`: integrators
 * generating clients keep it, browser sessions and anonymous callers do not).
 */
export type IntrospectionMode = 'on' | 'off' | 'bearer';

/** `INTROSPECTION=on|off|bearer`; default `on` in development, `bearer` when NODE_ENV=production. */
export function introspectionModeFromEnv(env: NodeJS.ProcessEnv = process.env): IntrospectionMode {
  const value = env.INTROSPECTION?.trim().toLowerCase();
  if (value === 'on' || value === '1' || value === 'true') return 'on';
  if (value === 'off' || value === '0' || value === 'false') return 'off';
  if (value === 'bearer') return 'bearer';
  return env.NODE_ENV === 'production' ? 'bearer' : 'on';
}

export function mayIntrospect(mode: IntrospectionMode, auth: UpstreamAuth): boolean {
  return mode === 'on' || (mode === 'bearer' && auth.kind === 'bearer');
}

export const INTROSPECTION_DISABLED_MESSAGE = 'Schema introspection is disabled for this caller: integrators use a bearer token.';

/**
 * Refuses `__schema` and `__type` by name (graphql-js's NoSchemaIntrospectionCustomRule does the same, but through
 * type checks that fail when the schema was built by the other copy of graphql, ESM vs CJS, as under vitest).
 */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError(INTROSPECTION_DISABLED_MESSAGE, { nodes: node, extensions: { code: 'INTROSPECTION_DISABLED' } }));
    }
  },
});

interface InitialContext {
  request?: { headers: { get(name: string): string | null } };
  wsContext?: { auth: UpstreamAuth };
}

/** Adds the no-introspection rule for callers the mode excludes (`__schema`/`__type` refused; `__typename` stays). */
export function introspectionPlugin(mode: IntrospectionMode): Plugin {
  return {
    onValidate({ context, addValidationRule }) {
      if (mode === 'on') return;
      const ctx = context as InitialContext;
      const auth = ctx.wsContext?.auth ?? (ctx.request ? authFromHeaders((n) => ctx.request!.headers.get(n)) : ({ kind: 'none' } as const));
      if (!mayIntrospect(mode, auth)) addValidationRule(noIntrospection);
    },
  };
}
