import { ownerOf, type AppName } from './routes';

/** Where a server-given URL may take the user. */
export type ServerLink =
  /** Another site, named with an explicit `http:` or `https:`: open it apart from ours, with `noopener`. */
  | { readonly kind: 'external'; readonly href: string }
  /** A page of ours: `path` (with its query and hash) served by `app`. */
  | { readonly kind: 'internal'; readonly path: string; readonly app: AppName }
  /**
   * Anything else (`javascript:`, `data:`, `//host`, `/\\host`, `/.//host`, paths outside `/m`, blanks): not
   * followed. `insecure`: a plain-http address a secure page may not follow (see `httpsOnSecurePage`).
   */
  | { readonly kind: 'refused'; readonly reason?: 'insecure' };

/** A page of our own origin outside the product (`/m`), such as a game page the backend serves. */
export interface SitePathLink {
  readonly kind: 'site';
  /** The path, with its query and hash. */
  readonly path: string;
}

/** How far a server-given URL may reach on our own origin, and how secure it must be. */
export interface ServerLinkOptions {
  /** Same-origin paths outside `/m` are followed as `site` pages instead of refused (a game's launch URL). */
  readonly sitePaths?: true;
  /**
   * On an `https:` page another site must be `https:` too (a payment page, a game): a plain-http one would show
   * the player's order or game session to anyone on the network. Refused with the reason `insecure`.
   */
  readonly httpsOnSecurePage?: true;
}

const REFUSED: ServerLink = { kind: 'refused' };
const INSECURE: ServerLink = { kind: 'refused', reason: 'insecure' };
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

// Whether the text names a scheme, read as the URL parser reads it: tabs and newlines anywhere and leading
// control characters and spaces do not count.
function namesScheme(href: string): boolean {
  const text = href.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < text.length && text.charCodeAt(start) <= 0x20) start += 1;
  return HAS_SCHEME.test(text.slice(start));
}

/**
 * Decides where a URL from the server (banner, announcement, help, promotion, message) may go. It is parsed
 * the way the browser would follow it (`new URL(href, origin)`), so `/\host`, `/<tab>/host` and `//host`
 * resolve to the other host they really name, and the origins are compared instead of the text.
 */
export function resolveServerLink(href: string | null | undefined, origin: string): ServerLink;
export function resolveServerLink(
  href: string | null | undefined,
  origin: string,
  options: ServerLinkOptions,
): ServerLink | SitePathLink;
export function resolveServerLink(
  href: string | null | undefined,
  origin: string,
  options?: ServerLinkOptions,
): ServerLink | SitePathLink {
  if (!href || href.trim() === '') return REFUSED;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(href, base.origin);
  } catch {
    return REFUSED;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return REFUSED;
  if (url.username !== '' || url.password !== '') return REFUSED;
  if (url.origin !== base.origin) {
    if (!namesScheme(href)) return REFUSED;
    if (options?.httpsOnSecurePage && base.protocol === 'https:' && url.protocol !== 'https:')
      return INSECURE;
    return { kind: 'external', href: url.href };
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What the app follows is the path alone, so the path must lead back here: `/.//host` resolves to our origin
  // with the path `//host`, which a browser (or `new URL(path, origin)`) reads as another host.
  if (new URL(path, base.origin).href !== url.href) return REFUSED;
  const app = ownerOf(url.pathname);
  if (app) return { kind: 'internal', path, app };
  return options?.sitePaths ? { kind: 'site', path } : REFUSED;
}
