import type { MiddlewareHandler } from 'hono';

/**
 * No inline scripts or styles: the builds load everything from their own files, but for the player's early
 * script, which a page allows by its hash (`page-document.ts`).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Nothing is framed: a game or a payment page opens as a page of its own, so no frame may load anything.
  "frame-src 'none'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * The dev servers inject inline scripts (the React refresh preamble) and `<style>` tags for hot-reloaded CSS,
 * so dev mode relaxes exactly those two directives; everything else stays as in production.
 */
export const DEV_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "script-src 'self'",
  "script-src 'self' 'unsafe-inline'",
).replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");

/**
 * Powerful features no screen uses, switched off for the page and every frame it embeds (a game's iframe
 * included). Feedback images come from a plain file input, which needs none of them.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** Sent only over https (a browser ignores it on plain http): two years, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export function securityHeaders(contentSecurityPolicy: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // A page opened by ours (a game, a payment page) gets no handle on our window, nor we on its.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

const PAGE_OWN_HEADERS = new Set(['Content-Security-Policy', 'Cross-Origin-Opener-Policy']);

/** True when the client reached us over TLS: directly, or through a proxy that says so. */
export function isHttpsRequest(url: string, forwardedProto: string | undefined): boolean {
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return proto ? proto === 'https' : url.startsWith('https:');
}

/**
 * Adds the security headers to every response, whichever handler (or error path) produced it. A page that
 * allows its own inline scripts by hash (`page-document.ts`) keeps its stricter-than-nothing policy.
 */
export function withSecurityHeaders(contentSecurityPolicy = CONTENT_SECURITY_POLICY): MiddlewareHandler {
  const headers = securityHeaders(contentSecurityPolicy);
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      // A page may set its own policy and opener policy (a Firebase merchant's pages need more, see page-document).
      if (PAGE_OWN_HEADERS.has(name) && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
    if (isHttpsRequest(c.req.url, c.req.header('X-Forwarded-Proto')))
      c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}
