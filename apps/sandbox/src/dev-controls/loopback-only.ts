import type { Context, MiddlewareHandler } from 'hono';
import { WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import type { ApiEnv } from '../api/api-env';
import { fail } from '../api/respond';
import { carriesControlsSecret } from './controls-secret';

/** True for 127.0.0.0/8 and ::1, also when IPv4 arrives mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d+\.\d+\.\d+$/.test(plain);
}

/**
 * True for a Host naming this machine: `localhost` (and `*.localhost`), 127.0.0.0/8 or `[::1]`. A page of another
 * site that rebinds its own name to 127.0.0.1 still sends its own name, so it is refused.
 */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(name)
  );
}

/**
 * True for a request of this machine's own test harness or developer: its address (the socket's, or behind a
 * trusted proxy the forwarded one; never a header of the client's own) is loopback, its Host names this machine,
 * and it shows the controls' secret. A reverse proxy on this machine forwards every visitor from loopback with
 * the Host they sent, so the address and Host alone would let the whole internet in; the secret does not.
 */
export function fromLocalHarness(c: Context<ApiEnv>, secret: string): boolean {
  return (
    isLoopback(c.var.clientAddress) &&
    isLoopbackHost(new URL(c.req.url).hostname) &&
    carriesControlsSecret(c, secret)
  );
}

/**
 * The dev controls change money and sessions, so they answer only the local harness (`fromLocalHarness`); in-process
 * calls without a socket are refused. The Host must name this machine too, against DNS rebinding.
 */
export const loopbackOnly =
  (secret: string): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    if (!fromLocalHarness(c, secret))
      return fail(
        c,
        403,
        WPS_ERROR_CODES.permissionDenied,
        'The sandbox controls answer only on this machine (loopback), with the controls secret.',
      );
    await next();
  };

/**
 * Control calls with a body take JSON only: a plain HTML form (which can post `text/plain` across sites without
 * a preflight) is refused with 415.
 */
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && type !== 'application/json')
    return fail(c, 415, WPS_ERROR_CODES.bodyInvalid, 'The sandbox controls accept only application/json.');
  await next();
};
