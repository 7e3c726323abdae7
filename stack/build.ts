// `npm run build:server`: bundles each server entry to JavaScript with esbuild, one ESM file per tier
// (api/dist/main.js, bff/dist/main.js, stack/dist/launch.js). Why esbuild rather than tsc: the sources use
// extensionless imports resolved by a bundler (tsconfig moduleResolution "Bundler"), which Node cannot run as
// tsc would emit them, and contract/ and platform/ have to be bundled into each tier rather than shipped as sibling trees.
// Types are checked by `tsc --noEmit` (npm test); esbuild only strips them. npm packages stay external and are
// loaded from node_modules at run time (PGlite's WebAssembly, pino's worker threads, drizzle's drivers).
// Files read at run time are found from the bundle: api/migrations (../migrations from api/dist), web/dist
// (WEB_DIST, relative to the working directory), .data (DATA_DIR).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const entries = [
  { entry: 'api/src/main.ts', outdir: 'api/dist' },
  { entry: 'bff/src/main.ts', outdir: 'bff/dist' },
  { entry: 'stack/launch.ts', outdir: 'stack/dist' },
];

const started = performance.now();
await Promise.all(
  entries.map(({ entry, outdir }) => {
    rmSync(outdir, { recursive: true, force: true });
    return build({
      entryPoints: [entry],
      outdir,
      bundle: true,
      platform: 'node',
      target: 'node20.19',
      format: 'esm',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
    });
  }),
);
console.log(`server build: ${entries.map((e) => `${e.outdir}/`).join(', ')} in ${Math.round(performance.now() - started)} ms`);
