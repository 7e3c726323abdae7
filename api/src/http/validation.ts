// zod → the contract's 400 `{ message, errors: [{ field, message }] }`.
import type { z } from 'zod';
import { HttpError, REQUIRED_MESSAGE, type FieldError } from './errors';

/** `addressList.0.street` → `addressList[0].street` (the model property path of the contract). */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    return acc ? `${acc}.${String(key)}` : String(key);
  }, '');
}

export function zodErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: fieldPath(issue.path),
    // Missing values read as the spec's "required" message; everything else keeps its own text.
    message: issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED_MESSAGE : issue.message,
  }));
}

export function parseBody<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = zodErrors(result.error);
  throw new HttpError(400, errors[0]?.message ?? 'Invalid request', { errors });
}

/** A query parameter that may be a comma list (`references=a,b`): its names, or the value as given when not a string. */
export function commaListOf(query: unknown, key: string): unknown {
  const given = (query as Record<string, unknown> | null)?.[key];
  return typeof given === 'string' ? given.split(',').filter(Boolean) : given;
}
