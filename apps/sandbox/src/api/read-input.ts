import type { Context } from 'hono';
import { WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import type { WpsCall } from '@wps-mobile/api-client/contract';
import { ApiFailure } from './api-failure';
import { bodyLimitOf, readBodyText } from './body-limit';
import { openSealedPayload } from './sealed-payload';
import type { SandboxState } from './sandbox-state';

async function readJson(c: Context, limit: number): Promise<unknown> {
  const text = await readBodyText(c.req.raw, limit);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiFailure(400, WPS_ERROR_CODES.bodyInvalid, 'The request body is not valid JSON.');
  }
}

/** The query as an object; a repeated key keeps its values as an array (the schema decides if that is valid). */
function readQuery(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries()))
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  return out;
}

/** Reads a call's input where the contract says it travels, before schema validation. */
export async function readInput(c: Context, call: WpsCall, state: SandboxState): Promise<unknown> {
  const limit = bodyLimitOf(call);
  switch (call.input) {
    case 'query':
      return readQuery(c);
    case 'json':
      return readJson(c, limit);
    case 'form':
      return Object.fromEntries(new URLSearchParams(await readBodyText(c.req.raw, limit)));
    case 'encrypted':
      return openSealedPayload(state, call, await readJson(c, limit), (name) => c.req.header(name));
  }
}
