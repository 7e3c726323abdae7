import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/i;
/** Below this a compressed copy saves less than a packet: the server sends the file itself. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside a built file, each only when smaller than
 * the file, so the server can pick one by `accept-encoding` without compressing per request.
 */
export async function precompressFile(path: string): Promise<void> {
  const body = await readFile(path);
  if (body.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([
    br.length < body.length ? writeFile(`${path}.br`, br) : undefined,
    gzipped.length < body.length ? writeFile(`${path}.gz`, gzipped) : undefined,
  ]);
}

/** Vite plugin: pre-compresses the production build's text files (brotli and gzip) once they are written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'suite:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.'));
      await Promise.all(files.map((name) => precompressFile(join(outDir, name))));
    },
  };
}
