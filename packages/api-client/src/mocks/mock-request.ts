import { openEncryptedRequest } from '@wps-mobile/session';
import { failure, success, WPS_ERROR_CODES, type WpsCall } from '../contract';
import type { MockState } from './mock-state';

export const reply = (value: unknown, status = 200) => Response.json(success(value), { status });
export const refuse = (status: number, errorCode: string, message: string, value?: unknown) =>
  Response.json(failure(errorCode, message, value), { status });

/** The call's input as the server sees it: query, JSON, form or the decrypted body. */
export async function readInput(call: WpsCall, request: Request, state: MockState): Promise<unknown> {
  switch (call.input) {
    case 'query':
      return Object.fromEntries(new URL(request.url).searchParams);
    case 'form':
      return Object.fromEntries(new URLSearchParams(await request.text()));
    case 'encrypted': {
      const body = (await request.json()) as { value: string };
      const headers = Object.fromEntries(request.headers);
      const { privateKey } = await state.key();
      const route = { method: call.method, path: call.path };
      return (await openEncryptedRequest({ body, headers }, privateKey, { route, nonces: state.sealNonces }))
        .payload;
    }
    default:
      return request.json().catch(() => ({}));
  }
}

/** The member behind the request's token, or the 401 the platform answers without one. */
export function sessionOf(request: Request, state: MockState) {
  const token = request.headers.get('Authorization') ?? '';
  const session = state.sessions.get(token);
  return session ? { token, ...session } : undefined;
}

export const notLoggedIn = () =>
  refuse(401, WPS_ERROR_CODES.notLoggedIn, 'The account has been logged out, please log in again');
