import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = (file: string) => fileURLToPath(new URL(`./relay/${file}`, import.meta.url));

/** react-relay's modules whose Activity-compatible version (relay 21's default) is all the app runs. */
const HOOK_STAND_INS: Record<string, string> = {
  './useFragmentInternal_CURRENT': 'useFragmentInternal_CURRENT.cjs',
  './useQueryLoader': 'useQueryLoader.cjs',
  './useLoadMoreFunction': 'useLoadMoreFunction.cjs',
};

/** relay-runtime's modules for features the app does not use (Relay Resolvers, @updatable, mutation `configs`). */
const RUNTIME_STAND_INS: Record<string, string> = {
  LiveResolverCache: 'noResolvers.cjs',
  readUpdatableQuery: 'noUpdatableReads.cjs',
  readUpdatableFragment: 'noUpdatableReads.cjs',
  RelayDeclarativeMutationConfig: 'noDeclarativeConfigs.cjs',
};

/**
 * Production builds only: `relay-runtime` and `react-relay` resolve to entries that re-export what the app and
 * react-relay's hooks use (web/build/relay/), instead of the packages' CommonJS entries, which require every module
 * of the package and so cannot be tree-shaken; and react-relay's pre-Activity useFragment internals, dead while
 * RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is on (relay 21's default), are left out, with the pre-Activity query
 * loader and load-more hooks; so are relay-runtime's modules for features the app does not use (stand-ins that throw
 * if ever called, or do what the real module does when it has nothing to do; tests/web/relay-slim.test.ts).
 */
export function relaySlim(): Plugin {
  return {
    name: 'relay-slim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'relay-runtime') return here('relay-runtime.js');
      if (source === 'react-relay' || source === 'react-relay/hooks') return here('react-relay.js');
      if (!importer) return null;
      if (/react-relay[\\/]lib[\\/]relay-hooks[\\/]/.test(importer)) {
        const standIn = HOOK_STAND_INS[source];
        return standIn ? here(standIn) : null;
      }
      if (/relay-runtime[\\/]lib[\\/]/.test(importer)) {
        const standIn = RUNTIME_STAND_INS[source.replace(/^.*\//, '')];
        return standIn ? here(standIn) : null;
      }
      return null;
    },
    // relay-compiler's artifacts import their types (ConcreteRequest, FragmentRefs…) without `type`; with
    // verbatimModuleSyntax they stay imports, which the slim entry (values only) does not answer.
    transform(code, id) {
      if (!/[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/.test(id)) return null;
      return {
        code: code.replace(/^import \{([^}]*)\} from (['"])relay-runtime\2;$/gm, "import type {$1} from 'relay-runtime';"),
        map: null,
      };
    },
  };
}
