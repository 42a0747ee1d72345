import { CACHE_NONE } from '../gateway/cache-policy';
import {
  CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
} from '../gateway/security-headers';

/**
 * `snippets/wps-mobile-headers.conf` of the README's nginx example: the gateway's security headers, and HSTS
 * always (the example listens on https only).
 */
export function nginxHeaderSnippet(): string {
  const headers = {
    ...securityHeaders(CONTENT_SECURITY_POLICY),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  };
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}

/** The lines of the `/wps/` location that replace the backend's caching with the gateway's `no-store`. */
export const NGINX_API_CACHE_LINES = [
  'include snippets/wps-mobile-headers.conf;',
  'proxy_hide_header Cache-Control;',
  `add_header Cache-Control "${CACHE_NONE}" always;`,
] as const;

/** Source maps are built but never served. */
export const NGINX_SOURCE_MAP_LOCATION = 'location ~* \\.map$ { return 404; }';
