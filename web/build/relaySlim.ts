import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = (file: string) => fileURLToPath(new URL(`./relay/${file}`, import.meta.url));

/**
 * Production builds only: `relay-runtime` and `react-relay` resolve to entries that re-export what the app and
 * react-relay's hooks use (web/build/relay/), instead of the packages' CommonJS entries, which require every module
 * of the package and so cannot be tree-shaken; and react-relay's pre-Activity useFragment internals, dead while
 * RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is on (relay 21's default), are left out.
 */
export function relaySlim(): Plugin {
  return {
    name: 'relay-slim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'relay-runtime') return here('relay-runtime.js');
      if (source === 'react-relay' || source === 'react-relay/hooks') return here('react-relay.js');
      if (source === './useFragmentInternal_CURRENT' && importer && /react-relay[\\/]lib[\\/]relay-hooks[\\/]/.test(importer)) {
        return here('useFragmentInternal_CURRENT.cjs');
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
