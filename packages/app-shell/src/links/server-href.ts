import { resolveServerLink } from '@wps-mobile/config';

/**
 * A server-given address as an `href`, decided by the one link function `resolveServerLink`: another site
 * (named with http or https) as is, a page of ours as its path, anything else undefined (not offered at all).
 */
export function serverHref(
  raw: string | null | undefined,
  origin = window.location.origin,
): string | undefined {
  const link = resolveServerLink(raw, origin);
  if (link.kind === 'external') return link.href;
  return link.kind === 'internal' ? link.path : undefined;
}

/** A server-given address only when it names another site the link rules let open apart from ours. */
export function externalHref(
  raw: string | null | undefined,
  origin = window.location.origin,
): string | undefined {
  const link = resolveServerLink(raw, origin);
  return link.kind === 'external' ? link.href : undefined;
}
