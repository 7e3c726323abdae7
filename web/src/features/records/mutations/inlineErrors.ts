import type { PayloadError } from 'relay-runtime';

export { INLINE_ERRORS } from '../../../app/relay/inlineErrors';

/** Resolves with the payload, or rejects with the GraphQL errors' message when there is none (a timeout, …). */
export function settle<T>(payload: T | null | undefined, errors: readonly PayloadError[] | null | undefined, resolve: (value: T) => void, reject: (reason: Error) => void) {
  if (payload != null) resolve(payload);
  else reject(new Error(errors?.map((e) => e.message).join('\n') || 'The change could not be saved.'));
}
