/**
 * A server-given address made safe for an `href`: http(s) only, anything else (`javascript:`, `data:`, `//host`)
 * becomes undefined. Stands in until the config package's server-link function reaches this build.
 */
export function serverHref(raw: string | undefined, origin = window.location.origin): string | undefined {
  if (!raw || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
