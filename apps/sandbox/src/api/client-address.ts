import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { SettingsError } from '../server-settings';

/** The proxies whose `X-Forwarded-For` is believed (`WPS_TRUSTED_PROXIES`); empty unless set. */
export interface TrustedProxies {
  has(address: string): boolean;
  readonly configured: boolean;
}

/** A plain IPv4 for an IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`), as Node reports dual-stack peers. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Reads `WPS_TRUSTED_PROXIES`: a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8`, `fd00::/8`), or
 * `loopback` for a proxy on this machine (127.0.0.0/8 and ::1). Anything else stops start-up with a clear message.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      !family ||
      rest.length > 0 ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    )
      throw new SettingsError(
        `WPS_TRUSTED_PROXIES must list IP addresses, CIDR ranges or "loopback", separated by commas; got "${entry}".`,
      );
    if (bits === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, bits, familyOf(address));
  }
  return {
    configured: entries.length > 0,
    has: (address) => {
      const plain = plainAddress(address);
      return isIP(plain) !== 0 && list.check(plain, familyOf(plain));
    },
  };
}

/**
 * The address a request came from. The socket's peer, unless that peer is a trusted proxy: then `X-Forwarded-For`
 * is read from the right (each proxy appends the address it saw), skipping trusted proxies, and the first hop that
 * is not one is the client. Hops to the left of it were written by the client itself and are never believed, so a
 * client cannot pick its own address, nor its rate-limit bucket.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string | undefined {
  if (socketAddress === undefined) return undefined;
  let address = plainAddress(socketAddress);
  if (!trusted.has(address)) return address;
  const hops = (forwardedFor ?? '').split(',').map((hop) => plainAddress(hop.trim()));
  for (const hop of hops.reverse()) {
    // A hop that is no address was not written by a proxy we trust's own peer: stop at the last one that was.
    if (isIP(hop) === 0) return address;
    address = hop;
    if (!trusted.has(hop)) return hop;
  }
  return address;
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The TCP peer's address as Node saw it; undefined for in-process calls. */
export function remoteAddressOf(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}
