import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { authFromHeaders } from '../context';
import type { UpstreamAuth } from '../upstream/client';

/** Where relay-compiler writes the web's operations (`relay.config.js` → persistConfig.file). */
export const DEFAULT_MANIFEST = 'web/persisted-operations.json';

/** The request field carrying an operation's id (GraphQL over HTTP's persisted documents: `documentId`). */
export const DOCUMENT_ID_PARAM = 'documentId';

export const UNKNOWN_OPERATION_MESSAGE = 'Unknown persisted operation: this page is out of date. Reload it to get the current version of the app.';
export const PERSISTED_ONLY_MESSAGE =
  'This server runs only the web app\'s own operations for browser sessions: send a documentId, or use a bearer token to send a GraphQL document.';
export const MISSING_DOCUMENT_MESSAGE = 'Must provide a query string or a documentId.';

/** Operation text by id. */
export type PersistedManifest = ReadonlyMap<string, string>;

/** Reads the manifest (`{ "<sha256>": "query …" }`); an absent file is an empty manifest (ad-hoc documents only). */
export function loadPersistedManifest(path = DEFAULT_MANIFEST): PersistedManifest {
  const file = resolve(path);
  if (!existsSync(file)) return new Map();
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return new Map(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The id a request names: `documentId` (top level over HTTP, in `extensions` over graphql-ws) or an APQ hash. */
export function persistedIdOf(params: { extensions?: unknown } & Record<string, unknown>): string | null {
  const ext = (params.extensions ?? {}) as { documentId?: unknown; persistedQuery?: { sha256Hash?: unknown } };
  const id = params[DOCUMENT_ID_PARAM] ?? ext.documentId ?? ext.persistedQuery?.sha256Hash;
  if (typeof id !== 'string' || !id) return null;
  // The persisted-documents RFC prefixes the algorithm; relay-compiler writes bare SHA-256 hex.
  return id.startsWith('sha256:') ? id.slice('sha256:'.length) : id;
}

export interface PersistedOperationsOptions {
  manifest: PersistedManifest;
  /** Refuse ad-hoc documents from anything but a bearer token (browser sessions run persisted operations only). */
  persistedOnly: boolean;
}

/** Whether a caller may send its own GraphQL document. */
export function mayRunAdHoc(auth: UpstreamAuth, persistedOnly: boolean): boolean {
  return !persistedOnly || auth.kind === 'bearer';
}

const error = (message: string, code: string, status: number) => ({ message, extensions: { code, http: { status } } });

/**
 * yoga plugin: a request with a `documentId` runs the manifest's operation of that id (validated and limited like
 * any other); a request with a `query` runs it unless `persistedOnly` and the caller is not a bearer token.
 */
export function persistedOperationsPlugin({ manifest, persistedOnly }: PersistedOperationsOptions): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => manifest.get(id) ?? null,
    extractPersistedOperationId: (params: GraphQLParams) => persistedIdOf(params as GraphQLParams & Record<string, unknown>),
    allowArbitraryOperations: (request) => mayRunAdHoc(authFromHeaders((n) => request.headers.get(n)), persistedOnly),
    customErrors: {
      notFound: error(UNKNOWN_OPERATION_MESSAGE, 'PERSISTED_QUERY_NOT_FOUND', 400),
      persistedQueryOnly: error(PERSISTED_ONLY_MESSAGE, 'PERSISTED_QUERY_ONLY', 403),
      keyNotFound: error(MISSING_DOCUMENT_MESSAGE, 'BAD_REQUEST', 400),
    },
  });
}

/**
 * The same rules for a graphql-ws subscribe message (graphql-ws requires a `query` string: the web sends an empty
 * one with `extensions.documentId`). Returns the document text to run, or the error to answer with.
 */
export function subscribeDocument(
  payload: { query: string; extensions?: Record<string, unknown> | null | undefined },
  auth: UpstreamAuth,
  { manifest, persistedOnly }: PersistedOperationsOptions,
): string | GraphQLError {
  const id = persistedIdOf({ extensions: payload.extensions ?? undefined });
  if (id !== null) return manifest.get(id) ?? new GraphQLError(UNKNOWN_OPERATION_MESSAGE, { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
  if (!payload.query) return new GraphQLError(MISSING_DOCUMENT_MESSAGE, { extensions: { code: 'BAD_REQUEST' } });
  if (!mayRunAdHoc(auth, persistedOnly)) return new GraphQLError(PERSISTED_ONLY_MESSAGE, { extensions: { code: 'PERSISTED_QUERY_ONLY' } });
  return payload.query;
}
