import { resolveServerLink } from '@wps-mobile/config';

/**
 * The address to copy and share, from the server's referral link: an address of another site as it is, one of
 * ours made absolute, anything the link rules refuse (`javascript:`, `//host`, ...) not at all.
 */
export function shareableLink(url: string, origin: string): string | undefined {
  const link = resolveServerLink(url, origin);
  if (link.kind === 'external') return link.href;
  if (link.kind === 'internal') return new URL(link.path, origin).href;
  return undefined;
}
