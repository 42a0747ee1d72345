/** Where a link inside server content may go: an external page, an in-app route, or nowhere. */
export type LinkTarget =
  { kind: 'external'; href: string } | { kind: 'internal'; path: string } | { kind: 'none' };

/** http(s) addresses open outside; paths starting with one slash stay in the app; anything else is ignored. */
export function classifyLink(href: string): LinkTarget {
  const value = href.trim();
  if (/^https?:\/\//i.test(value)) return { kind: 'external', href: value };
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', path: value };
  return { kind: 'none' };
}
