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

/** The TCP peer's address as Node saw it; undefined for in-process calls. */
export function remoteAddressOf(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}

/**
 * The dev controls change money and sessions, so they answer only to the machine itself. The socket's address is
 * checked, never a header a client could forge (X-Forwarded-For); in-process calls without a socket are refused.
 */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  if (!isLoopback(remoteAddressOf(c)))
    return fail(
      c,
      403,
      WPS_ERROR_CODES.permissionDenied,
      'The sandbox controls answer only on this machine (loopback).',
    );
  await next();
};
