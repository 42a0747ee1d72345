import type { Context, MiddlewareHandler } from 'hono';
import { WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { fail } from '../api/respond';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

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

/** The TCP peer's address as Node saw it; undefined for in-process calls. */
export function remoteAddressOf(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}

/**
 * The dev controls change money and sessions, so they answer only to the machine itself. The socket's address is
 * checked, never a header a client could forge (X-Forwarded-For); in-process calls without a socket are refused.
 * The Host must name this machine too, so a web page cannot reach them through DNS rebinding.
 */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  if (!isLoopback(remoteAddressOf(c)) || !isLoopbackHost(new URL(c.req.url).hostname))
    return fail(
      c,
      403,
      WPS_ERROR_CODES.permissionDenied,
      'The sandbox controls answer only on this machine (loopback).',
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
