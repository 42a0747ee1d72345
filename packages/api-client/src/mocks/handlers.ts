import { SealRefusedError } from '@wps-mobile/session';
import { http, type HttpHandler } from 'msw';
import { validateRequest, WPS_CALLS, WPS_ERROR_CODES, type WpsCall, type WpsCallName } from '../contract';
import { fixtureOf } from './fixtures';
import { BEHAVIOURS } from './mock-behaviours';
import { createMockState, type MockState } from './mock-state';
import { notLoggedIn, readInput, refuse, reply, sessionOf } from './mock-request';

export interface WpsMockOptions {
  /** Shared state, to inspect or prepare it in a test; a fresh one by default. */
  readonly state?: MockState;
  /** Answers to use instead of the fixtures, by call name. */
  readonly overrides?: Partial<Record<WpsCallName, unknown>>;
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

function handlerFor(name: WpsCallName, call: WpsCall, state: MockState, override: unknown): HttpHandler {
  // Any origin and any prefix before the path, so a merchant's API base works too.
  return METHODS[call.method](`*${call.path}`, async ({ request }) => {
    if (!request.headers.get('Merchant')) {
      return refuse(400, WPS_ERROR_CODES.merchantMissing, 'The Merchant header is required.');
    }
    const session = sessionOf(request, state);
    if (call.auth === 'member' && !session) return notLoggedIn();
    let raw: unknown;
    try {
      raw = await readInput(call, request, state);
    } catch (error) {
      if (error instanceof SealRefusedError)
        return error.reason === 'stale'
          ? refuse(400, WPS_ERROR_CODES.encryptionExpired, 'The request has expired.')
          : refuse(400, WPS_ERROR_CODES.encryptionReplayed, 'The request was already received.');
      return refuse(400, WPS_ERROR_CODES.encryptionInvalid, 'The request could not be decrypted.');
    }
    const checked = validateRequest(call, raw);
    if (!checked.ok) return refuse(400, checked.errorCode, checked.message);
    if (override !== undefined) return reply(override);
    const behaviour = BEHAVIOURS[name];
    const input = (checked.params ?? {}) as Record<string, unknown>;
    const value = behaviour ? await behaviour({ input, state, session }) : fixtureOf(name);
    return value instanceof Response ? value : reply(value);
  });
}

/**
 * MSW 2 request handlers for every `/wps` call of the contract: requests are checked like the sandbox checks
 * them (Merchant header, session for member calls, the call's request schema, decryption of encrypted calls),
 * and answered from the fixtures, with enough state for login, favourites, messages and promotions flows.
 */
export function createWpsHandlers(options: WpsMockOptions = {}): HttpHandler[] {
  const state = options.state ?? createMockState();
  return (Object.entries(WPS_CALLS) as [WpsCallName, WpsCall][]).map(([name, call]) =>
    handlerFor(name, call, state, options.overrides?.[name]),
  );
}
