import { WPS_CALLS, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import type { WpsCall } from '@wps-mobile/api-client/contract';
import { ApiFailure } from './api-failure';

/** Every JSON (or form, or sealed) call's body, dev controls included: far above any real request. */
export const JSON_BODY_LIMIT = 64 * 1024;
/**
 * The feedback upload carries its images inline: at most 3 data URLs of at most 7,000,000 characters each (the
 * contract's `feedbackSchema`, i.e. 5 MB files in base64), plus the text.
 */
export const UPLOAD_BODY_LIMIT = 3 * 7_000_000 + JSON_BODY_LIMIT;

const UPLOAD_CALLS: ReadonlySet<string> = new Set([WPS_CALLS.feedback.name]);

export function bodyLimitOf(call: WpsCall): number {
  return UPLOAD_CALLS.has(call.name) ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;
}

const tooLarge = (limit: number) =>
  new ApiFailure(413, WPS_ERROR_CODES.bodyInvalid, `The request body is larger than ${limit} bytes.`);

/**
 * Reads a body as text, counting bytes as they stream in: a declared or actual size over `limit` is a 413 at
 * once, and the rest of the body is never read or kept.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
