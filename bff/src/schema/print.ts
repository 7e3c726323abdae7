/**
 * Prints the bff schema to `schema.graphql` at the repository root (sorted).
 * `--check` compares instead of writing and exits 1 when the file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { schema } from './index';

// The graphql copy that Pothos itself loaded (test runners may otherwise hand us a second, ESM copy).
const { lexicographicSortSchema, printSchema } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const target = resolve(root, 'schema.graphql');

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const printed = printedSchema();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      current = '';
    }
    if (current !== printed) {
      console.error('schema.graphql is out of date with the bff schema builder. Run `npm run schema:print` and commit the result.');
      process.exit(1);
    }
    console.log('schema.graphql is up to date.');
  } else {
    writeFileSync(target, printed);
    console.log(`Wrote ${target}`);
  }
}
