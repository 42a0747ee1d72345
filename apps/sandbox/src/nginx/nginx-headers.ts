import { CACHE_NONE } from '../gateway/cache-policy';
import { inlineScriptHashes, merchantPagePolicy, policyWithScriptHashes } from '../gateway/page-document';
import {
  CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
} from '../gateway/security-headers';

/** What the README's nginx example shows in `script-src` where `nginx-headers` prints the early script's hash. */
export const SCRIPT_HASH_PLACEHOLDER = "'sha256-<printed by nginx-headers>'";

/**
 * `snippets/wps-mobile-headers.conf` of the README's nginx example: the gateway's security headers, with
 * `scriptHashes` (CSP sources such as `'sha256-…'`) added to `script-src` as the gateway adds them to a page's
 * policy, and HSTS always (the example listens on https only). Given the merchant's `config.json` text, a
 * merchant with Firebase sign-in gets what the gateway gives its pages: Firebase's origins in the policy and the
 * opener policy its popup needs.
 */
export function nginxHeaderSnippet(
  scriptHashes: readonly string[] = [],
  merchantConfigText?: string,
): string {
  const page = merchantPagePolicy(
    merchantConfigText,
    policyWithScriptHashes(CONTENT_SECURITY_POLICY, scriptHashes),
  );
  const headers = {
    ...securityHeaders(page['Content-Security-Policy'] ?? CONTENT_SECURITY_POLICY),
    ...page,
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  };
  const firebase = 'Cross-Origin-Opener-Policy' in page;
  return [
    '# Generated from the player build: pnpm --filter @wps-mobile/sandbox nginx-headers',
    '# Regenerate it for each release: script-src holds the hash of the early script.',
    ...(firebase
      ? ['# config.json turns Firebase sign-in on: its origins are allowed and its popup keeps its opener.']
      : []),
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
  ].join('\n');
}

/**
 * The header snippet for a player build whose `index.html` is `indexHtml`: its inline scripts allowed by hash,
 * and Firebase's needs when the merchant's `config.json` (`merchantConfigText`) turns its sign-in on.
 */
export function snippetForBuild(indexHtml: string, merchantConfigText?: string): string {
  return nginxHeaderSnippet(inlineScriptHashes(indexHtml), merchantConfigText);
}

/** The lines of the `/wps/` location that replace the backend's caching with the gateway's `no-store`. */
export const NGINX_API_CACHE_LINES = [
  'include snippets/wps-mobile-headers.conf;',
  'proxy_hide_header Cache-Control;',
  `add_header Cache-Control "${CACHE_NONE}" always;`,
] as const;

/** Source maps are built but never served. */
export const NGINX_SOURCE_MAP_LOCATION = 'location ~* \\.map$ { return 404; }';
