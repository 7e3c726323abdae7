import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');

/**
 * Production builds only: react-router and react-router/dom resolve to the package's production build
 * (dist/production), which its package.json ships but does not export under any condition, so bundlers pick the
 * development build, with its warnings and their messages.
 */
export function routerProduction(): Plugin {
  return {
    name: 'router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === 'react-router') return join(routerDist, 'production', 'index.mjs');
      if (source === 'react-router/dom') return join(routerDist, 'production', 'dom-export.mjs');
      return null;
    },
  };
}
