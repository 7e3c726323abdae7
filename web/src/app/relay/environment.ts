import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  commitLocalUpdate,
  type FetchFunction,
  type GraphQLResponse,
  type IEnvironment,
  type RequestParameters,
  type SubscribeFunction,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import type { Client } from 'graphql-ws';
import type { GraphQLErrorLike, OperationKind } from '../errors/errorRouter';
import { handleGraphQLErrors } from '../errors/handleErrors';
import { showError } from '../errors/messages';
import { isOptionalPanel, wantsInlineErrors } from './inlineErrors';
import { trackWork } from '../pendingWork';

export const GRAPHQL_PATH = '/graphql';

/** Thrown to Relay when a response carries errors and no data; the user has already been told or redirected. */
export class GraphQLResponseError extends Error {
  readonly errors: readonly GraphQLErrorLike[];
  constructor(errors: readonly GraphQLErrorLike[]) {
    super(errors.map((e) => e.message).join('\n') || 'GraphQL request failed');
    this.name = 'GraphQLResponseError';
    this.errors = errors;
  }
}

/**
 * The request body of an operation: relay-compiler persists every operation (web/persisted-operations.json), so
 * the generated request has an id and no text and the bff runs its own copy (`documentId`). Text is sent only
 * for an operation without an id (none in the build; tests may build their own).
 */
export function operationBody(request: RequestParameters, variables: Variables): Record<string, unknown> {
  return request.id
    ? { documentId: request.id, variables, operationName: request.name }
    : { query: request.text, variables, operationName: request.name };
}

interface GraphQLPayload {
  data?: unknown;
  errors?: GraphQLErrorLike[];
}

/**
 * The body of one operation: JSON, or for a mutation with files a GraphQL multipart request (spec:
 * jaydenseric/graphql-multipart-request-spec), whose `uploadables` keys are the variable paths of the files
 * ("input.file"). A multipart request carries `x-graphql-csrf: 1`, as the bff requires of cookie uploads.
 */
function requestInit(operation: Record<string, unknown>, uploadables?: UploadableMap | null): RequestInit {
  const accept = 'application/graphql-response+json, application/json';
  if (!uploadables || Object.keys(uploadables).length === 0) {
    return { headers: { 'content-type': 'application/json', accept }, body: JSON.stringify(operation) };
  }
  const form = new FormData();
  const paths = Object.keys(uploadables);
  form.set('operations', JSON.stringify(operation));
  form.set('map', JSON.stringify(Object.fromEntries(paths.map((path, i) => [String(i), [`variables.${path}`]]))));
  paths.forEach((path, i) => form.set(String(i), uploadables[path]!));
  return { headers: { accept, 'x-graphql-csrf': '1' }, body: form };
}

/** One POST per operation: JSON body (the bff's CSRF rule for cookie requests), same-origin cookie. */
const fetchGraphQL: FetchFunction = async (request, variables, cacheConfig, uploadables) => {
  const operationKind = request.operationKind as OperationKind;
  // A form that shows its own failures gets them as a rejection; only navigation (sign-in, not found) happens here.
  const inline = wantsInlineErrors(cacheConfig);
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      ...requestInit(operationBody(request, variables), uploadables),
    });
  } catch (cause) {
    const message = 'The server could not be reached. Check your connection and try again.';
    if (!inline) showError(message);
    throw inline ? new Error(message, { cause }) : cause;
  }

  let payload: GraphQLPayload;
  try {
    payload = (await response.json()) as GraphQLPayload;
  } catch {
    const message = response.ok ? 'JSON content could not be parsed' : `${response.status} ${response.statusText}`.trim();
    if (!inline) showError(message);
    throw new Error(message);
  }

  if (Array.isArray(payload.errors) && payload.errors.length > 0) {
    if (isOptionalPanel(cacheConfig)) throw new GraphQLResponseError(payload.errors);
    handleGraphQLErrors(payload.errors, operationKind, { navigateOnly: inline });
    if (payload.data == null) throw new GraphQLResponseError(payload.errors);
  }
  return payload as GraphQLResponse;
};

let wsClient: Client | null = null;
let wsClientPromise: Promise<Client> | null = null;

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

/** graphql-ws's Unauthorized close: the bff's "session ended". */
const isSessionEnded = (event: unknown) => (event as { code?: unknown } | null)?.code === 4401;

/** graphql-ws is loaded on the first subscription, so it stays out of the initial bundle. */
function getWsClient(): Promise<Client> {
  wsClientPromise ??= import('graphql-ws').then(({ createClient }) => {
    wsClient = createClient({
      url: webSocketUrl(),
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      // The bff closes a live socket with 4401 when its session ends (logout elsewhere, expiry): retrying cannot
      // bring it back, so the page goes to the sign-in form at once (and comes back here after signing in).
      shouldRetry: (event) => !isSessionEnded(event),
      on: {
        closed: (event) => {
          if (isSessionEnded(event))
            handleGraphQLErrors([{ message: 'Your session has ended', extensions: { code: 'UNAUTHENTICATED' } }], 'subscription');
        },
      },
      retryWait: async (retries) => {
        const delay = Math.min(30_000, 1_000 * 2 ** Math.min(retries, 5)) + Math.random() * 1_000;
        await new Promise((resolve) => setTimeout(resolve, delay));
      },
    });
    return wsClient;
  });
  return wsClientPromise;
}

/** Drops the socket (it carries the session cookie of its handshake): call after login and logout. */
export function resetRealtime(): void {
  wsClient?.terminate();
  wsClient = null;
  wsClientPromise = null;
}

const subscribe: SubscribeFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | null = null;
    let closed = false;
    void getWsClient().then((client) => {
      if (closed) return;
      dispose = client.subscribe(
        // graphql-ws requires a query string: a persisted subscription names itself in `extensions`.
        request.id
          ? { operationName: request.name, query: '', variables, extensions: { documentId: request.id } }
          : { operationName: request.name, query: request.text ?? '', variables },
        {
          next: (value) => sink.next(value as GraphQLResponse),
          error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
          complete: () => sink.complete(),
        },
      );
    });
    return () => {
      closed = true;
      dispose?.();
    };
  });

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create((...args) => trackWork(Promise.resolve(fetchGraphQL(...args) as Promise<GraphQLResponse>)), subscribe),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
}

export const environment = createEnvironment();

/** After login or logout nothing cached may survive: the next loads refetch. */
export function resetSession(env: IEnvironment = environment): void {
  commitLocalUpdate(env, (store) => store.invalidateStore());
  resetRealtime();
}
