// One error type for every expected refusal; the error handler turns it into `{ message, ... }`.
export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { messageDetail?: string; errors?: FieldError[]; conflict?: unknown; conflicts?: unknown[]; retryAfter?: number } = {},
  ) {
    super(message);
  }
}

export const REQUIRED_MESSAGE = 'Please complete all required fields';
export const UNLOCK_MESSAGE = "You don't have permission to unlock this object.";
export const EDIT_MESSAGE = "You don't have permission to edit this record";
export const UPGRADE_MESSAGE = 'This feature is not available at your subscription level.';

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = EDIT_MESSAGE) => new HttpError(403, message);
export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors ? { errors } : {});
export const unauthorized = () => new HttpError(401, 'Authentication required');
