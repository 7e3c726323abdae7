/**
 * `npm run schema:breaking`: fails when `schema.graphql` breaks existing clients compared with the last commit's,
 * unless every breaking change is marked intentional in `schema.breaking-allow` (one line per change, exactly as
 * this check prints it). Dangerous changes (a new enum value, an argument default changed) are printed, not fatal.
 *
 * The base is `SCHEMA_BASE` when set (e.g. `origin/main` in a pull request); otherwise HEAD when the working tree
 * changed the schema, else the commit before HEAD (on a clean clone the check reviews the last commit).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const schemaFile = 'schema.graphql';
const allowFile = resolve(root, 'schema.breaking-allow');

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

export function schemaChanges(before: string, after: string): { breaking: string[]; dangerous: string[] } {
  const [old, current] = [buildSchema(before), buildSchema(after)];
  return {
    breaking: findBreakingChanges(old, current).map((c) => `${c.type} ${c.description}`),
    dangerous: findDangerousChanges(old, current).map((c) => `${c.type} ${c.description}`),
  };
}

export function allowedChanges(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const current = readFileSync(resolve(root, schemaFile), 'utf8');
  const atHead = git(['show', `HEAD:${schemaFile}`]);
  const base = process.env.SCHEMA_BASE ?? (atHead !== null && atHead !== current ? 'HEAD' : 'HEAD~1');
  const before = git(['show', `${base}:${schemaFile}`]);
  if (before === null) {
    console.log(`No ${schemaFile} at ${base} (first commit or shallow clone): nothing to compare.`);
    process.exit(0);
  }
  const { breaking, dangerous } = schemaChanges(before, current);
  const allowed = existsSync(allowFile) ? allowedChanges(readFileSync(allowFile, 'utf8')) : new Set<string>();
  for (const change of dangerous) console.log(`dangerous (allowed): ${change}`);
  const unmarked = breaking.filter((change) => !allowed.has(change));
  for (const change of breaking) console.log(`${allowed.has(change) ? 'breaking, marked intentional' : 'BREAKING'}: ${change}`);
  if (unmarked.length) {
    console.error(
      `\n${unmarked.length} breaking change(s) to ${schemaFile} against ${base}. If they are intentional, add each line after ` +
        `"BREAKING: " to schema.breaking-allow (and say why in the commit message); otherwise keep the old fields and deprecate them.`,
    );
    process.exit(1);
  }
  console.log(`${schemaFile} against ${base}: no unmarked breaking change.`);
}
