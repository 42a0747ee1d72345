import { resolveServerLink } from '@wps-mobile/config';

/**
 * A server-given address as an `href`, decided by the config's one server-link function: another site (named
 * with http or https) as is, a page of ours as its path, anything else undefined (not shown as a link).
 */
export function serverHref(raw: string | undefined, origin = window.location.origin): string | undefined {
  const link = resolveServerLink(raw, origin);
  if (link.kind === 'external') return link.href;
  if (link.kind === 'internal') return link.path;
  return undefined;
}
