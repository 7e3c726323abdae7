// In-memory PGlite instances (tests, other tiers' harnesses) start from a cached, already migrated
// data directory: initdb dominates PGlite start-up (~4 s vs ~0.6 s from a dump), like a template DB.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';

function templateKey(migrationsFolder: string, extra: string): string {
  const hash = createHash('sha256');
  hash.update(PGlite.name + (process.versions.node ?? '') + extra);
  try {
    hash.update(readFileSync(join(migrationsFolder, 'meta', '_journal.json')));
    for (const f of readdirSync(migrationsFolder).filter((n) => n.endsWith('.sql')).sort()) {
      hash.update(f).update(readFileSync(join(migrationsFolder, f)));
    }
  } catch {
    hash.update(String(Date.now())); // unreadable migrations: never reuse
  }
  return hash.digest('hex').slice(0, 16);
}

/** `contentKey` names what `migrate` puts in beyond the migrations (reference data): a new key builds a new template. */
export async function createMemoryPglite(migrationsFolder: string, migrate: (client: PGlite) => Promise<void>, contentKey = '') {
  const file = join(tmpdir(), `api-pglite-template-${templateKey(migrationsFolder, contentKey)}.tar`);
  try {
    const dump = await readFile(file);
    return await PGlite.create({ dataDir: 'memory://', loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  } catch {
    // No (usable) template yet: build one.
  }
  const client = await PGlite.create({ dataDir: 'memory://', extensions: pgliteExtensions });
  await migrate(client);
  try {
    const dump = await client.dumpDataDir('none');
    // Write then rename: parallel test workers never read a half-written template.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // A cache is an optimisation only.
  }
  return client;
}
