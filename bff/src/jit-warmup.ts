// graphql-jit compiles a document on its first execution in a process: the web's detail page takes ~0.6 s to
// compile here (all of the web's operations ~2.5 s), so the first user to open each screen after a start or a deploy
// waited that long. The web's operations are known in advance (the persisted manifest): the bff compiles them
// once it listens, before /ready says it may take traffic, and keeps their compiled code for its lifetime (the
// plugin's own cache follows yoga's parsed documents, which yoga drops an hour after parsing: the detail page was
// compiled again every hour). That code is large, ~120 MB of heap for all of them (README, BFF_JIT_WARMUP).
import type { JITCache } from '@envelop/graphql-jit';
import { getOperationAST, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { jitAllowed } from './jit-cost';
import type { Plugin } from 'graphql-yoga';
import type { PersistedManifest } from './persisted';

type CacheEntry = NonNullable<ReturnType<JITCache['get']>>;

export interface WarmupReport {
  compiled: number;
  /** Documents graphql-js runs instead (subscriptions, documents over the jit budget) or that did not compile. */
  skipped: number;
  ms: number;
}

/**
 * The compiled code of the persisted operations, by operation text (the key useGraphQlJit's `cache` is asked
 * with: the text yoga parsed). It keeps persisted operations only, a fixed set; other documents stay in the
 * plugin's per-document cache, which yoga's parse cache bounds, so an integrator's ad-hoc queries cannot grow it
 * (and they compile under a smaller budget, jit-cost.ts).
 */
export class PersistedJit {
  private readonly texts: ReadonlySet<string>;
  private readonly compiled = new Map<string, CacheEntry>();
  private readonly documents = new WeakSet<DocumentNode>();
  private warming: Promise<WarmupReport> | undefined;
  private done = false;
  private stopped = false;
  /** Executions that found their compiled code here instead of compiling (the plugin asks on its own cache's miss). */
  hits = 0;

  constructor(manifest: PersistedManifest) {
    this.texts = new Set(manifest.values());
  }

  /**
   * yoga plugin: remembers the documents parsed from a persisted operation's text (yoga keeps one parsed document
   * per text), so execution can tell the web's operations from documents sent as text (`isPersisted`).
   */
  readonly plugin: Plugin = {
    onParse: ({ params }) => {
      const text = typeof params.source === 'string' ? params.source : params.source.body;
      if (!this.texts.has(text)) return;
      return ({ result }) => {
        if (result && !(result instanceof Error)) this.documents.add(result as DocumentNode);
      };
    },
  };

  /** Whether `document` is one of the persisted operations (as parsed by the yoga that has `plugin`). */
  isPersisted(document: DocumentNode): boolean {
    return this.documents.has(document);
  }

  readonly cache: JITCache = {
    get: (text) => {
      const entry = this.compiled.get(text);
      if (entry) this.hits++;
      return entry;
    },
    set: (text, entry) => {
      if (this.texts.has(text)) this.compiled.set(text, entry);
    },
  };

  /** Whether the warm-up has finished (true also when it was never asked for: nothing is pending). */
  get ready(): boolean {
    return this.done || !this.warming;
  }

  /**
   * Compiles every persisted query and mutation graphql-jit would run, route queries first (a page's first
   * request), one per macrotask so a request that arrives meanwhile waits for one compile at most. `prepare` turns
   * an operation's text into its document (server.ts: yoga's cached parse and validation, warmed on the way).
   */
  warm(schema: GraphQLSchema, prepare: (text: string) => DocumentNode = parse): Promise<WarmupReport> {
    this.warming ??= this.compileAll(schema, prepare).finally(() => {
      this.done = true;
    });
    return this.warming;
  }

  /** Ends a warm-up in progress after its current compile (the bff is closing). */
  stop(): void {
    this.stopped = true;
  }

  private async compileAll(schema: GraphQLSchema, prepare: (text: string) => DocumentNode): Promise<WarmupReport> {
    const started = performance.now();
    let compiled = 0;
    let skipped = 0;
    for (const text of [...this.texts].sort((a, b) => priority(a) - priority(b))) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.stopped) break;
      if (this.compiled.has(text)) continue; // a request compiled it first
      try {
        const document = prepare(text);
        const operation = getOperationAST(document);
        if (!operation || operation.operation === 'subscription' || !jitAllowed(schema, document)) {
          skipped++;
          continue;
        }
        // The plugin's own call (no compiler options), so the result is what a request would have compiled.
        const result = compileQuery(schema, document, operation.name?.value);
        if (isCompiledQuery(result)) {
          this.compiled.set(text, result);
          compiled++;
        } else skipped++;
      } catch {
        skipped++; // a request for it compiles (and reports) as it would without the warm-up
      }
    }
    return { compiled, skipped, ms: performance.now() - started };
  }
}

/** Route queries first (every page starts with one), then other queries, then mutations. */
function priority(text: string): number {
  if (/^query \w+RouteQuery\b/.test(text)) return 0;
  return text.startsWith('query') ? 1 : 2;
}
