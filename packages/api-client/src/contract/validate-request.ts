import type { z } from 'zod';
import { WPS_ERROR_CODES } from './error-codes';
import type { WpsCall, CallParams } from './define-call';

export type RequestCheck<C extends WpsCall> =
  | { readonly ok: true; readonly params: CallParams<C> }
  | { readonly ok: false; readonly errorCode: string; readonly message: string };

/**
 * The raw value an issue points at. A path that runs into a string stops there: the schema split or transformed
 * it (`types=B,XX` is checked as `types.1`), so the field was sent and is not missing.
 */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current === 'string') return current;
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'request' : path.map(String).join('.');
}

/** Turns the first schema issue into one platform-style error code and a readable English sentence. */
export function describeIssue(
  issue: z.core.$ZodIssue,
  input: unknown,
): { errorCode: string; message: string } {
  const field = fieldName(issue.path);
  const raw = valueAt(input, issue.path);
  if (raw === undefined || raw === null || (raw === '' && issue.code === 'too_small')) {
    return { errorCode: WPS_ERROR_CODES.parameterMissing, message: `The field ${field} is required.` };
  }
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? {
            errorCode: WPS_ERROR_CODES.parameterTooLong,
            message: `The field ${field} is too long (at most ${String(issue.maximum)} characters).`,
          }
        : {
            errorCode: WPS_ERROR_CODES.parameterOutOfRange,
            message: `The field ${field} must be at most ${String(issue.maximum)}.`,
          };
    case 'too_small':
      return {
        errorCode: WPS_ERROR_CODES.parameterOutOfRange,
        message: `The field ${field} must be at least ${String(issue.minimum)}.`,
      };
    case 'invalid_value':
      return {
        errorCode: WPS_ERROR_CODES.parameterUnknownValue,
        message: `The field ${field} must be one of ${issue.values.map(String).join(', ')}.`,
      };
    case 'invalid_type':
    case 'invalid_union':
      return {
        errorCode: WPS_ERROR_CODES.parameterType,
        message: `The field ${field} has the wrong type.`,
      };
    default:
      return {
        errorCode: WPS_ERROR_CODES.parameterFormat,
        message: `The field ${field} is not in the expected format.`,
      };
  }
}

/** Checks a request (query object, parsed JSON or decrypted payload) against its call's schema. */
export function validateRequest<C extends WpsCall>(call: C, input: unknown): RequestCheck<C> {
  const result = call.request.safeParse(input);
  if (result.success) return { ok: true, params: result.data as CallParams<C> };
  const [first] = result.error.issues;
  if (!first) return { ok: false, errorCode: WPS_ERROR_CODES.parameterFormat, message: 'Invalid request.' };
  return { ok: false, ...describeIssue(first, input) };
}
