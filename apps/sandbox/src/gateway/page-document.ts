import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  FIREBASE_OPENER_POLICY,
  RUNTIME_CONFIG_ELEMENT_ID,
  firebasePageSources,
  firebaseSignIn,
  parseFirebaseConfig,
} from '@wps-mobile/config';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import type { DistFile } from './static-file';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs; any other (`application/json`, say) is data and needs no permission. */
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function typeOf(attributes: string): string {
  return (/\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '').toLowerCase();
}

/**
 * The CSP source of every script written into the page itself (the player's early script): its SHA-256, which
 * allows exactly that text and no other inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !RUN_TYPES.has(typeOf(attributes))) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** `policy` with the hashes added to its `script-src`. */
export function policyWithScriptHashes(policy: string, hashes: readonly string[]): string {
  return policyWithSources(policy, 'script-src', hashes);
}

/** The policy with `sources` added to one of its directives. */
function policyWithSources(policy: string, directive: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(new RegExp(`(^|;\\s*)${directive} ([^;]*)`), (_, start: string, own: string) => {
    // 'none' must stand alone: with sources added it goes (the browser would ignore it, with a warning).
    const kept = own === "'none'" ? [] : [own];
    return [`${start}${directive}`, ...kept, ...sources].join(' ');
  });
}

/**
 * The headers a page of this merchant needs beyond the site's own: with Firebase sign-in, its origins
 * (`firebasePageSources`) and the opener policy its popup needs. Anything unreadable adds nothing. The nginx
 * example prints the same headers for a merchant's `config.json` (`nginx/nginx-headers.ts`).
 */
export function merchantPagePolicy(configText: string | undefined, policy: string): Record<string, string> {
  let signIn;
  try {
    const raw = configText === undefined ? undefined : (JSON.parse(configText) as Record<string, unknown>);
    const problems: string[] = [];
    const firebase = raw ? parseFirebaseConfig(raw, problems) : {};
    // Only the Firebase part is read here: the page itself reports any other problem of the file.
    if (raw && problems.length === 0)
      signIn = firebaseSignIn({ ...firebase, firebaseEnabled: raw.firebaseEnabled === true });
  } catch {
    signIn = undefined;
  }
  if (!signIn) return { 'Content-Security-Policy': policy };
  const extended = Object.entries(firebasePageSources(signIn)).reduce(
    (result, [directive, sources]) => policyWithSources(result, directive, sources),
    policy,
  );
  return { 'Content-Security-Policy': extended, 'Cross-Origin-Opener-Policy': FIREBASE_OPENER_POLICY };
}

const CONFIG_ELEMENT = new RegExp(
  `(<script\\b[^>]*\\bid=["']?${RUNTIME_CONFIG_ELEMENT_ID}["']?[^>]*>)\\s*(</script\\s*>)`,
  'i',
);

/**
 * The page with the runtime config written into its empty `RUNTIME_CONFIG_ELEMENT_ID` element, so its early
 * script need not fetch `config.json` first. A config that is not JSON is left out: the page then fetches the
 * file and reports the problem itself. Every `<`, `>` and `&` is escaped, so no value can end the element.
 */
export function withRuntimeConfig(html: string, configText: string): string {
  let config: unknown;
  try {
    config = JSON.parse(configText);
  } catch {
    return html;
  }
  const json = JSON.stringify(config).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return html.replace(CONFIG_ELEMENT, (_, open: string, close: string) => `${open}${json}${close}`);
}

export interface PageDocumentOptions {
  /** The runtime config file to write into the page, if it has the element for it. */
  readonly runtimeConfig?: DistFile | undefined;
  readonly cacheControl: string;
  readonly status?: 200 | 404;
  readonly ifNoneMatch?: string | undefined;
}

/**
 * A build's HTML as a response: the runtime config written in when asked, and a content security policy that
 * allows the page's own inline scripts by their hashes. Its ETag follows the bytes served, so a changed config
 * is a changed page.
 */
export async function pageResponse(page: DistFile, options: PageDocumentOptions): Promise<Response> {
  let html = await readFile(page.absolutePath, 'utf8');
  // Only a page with the element (the player's) needs the file read.
  const configText =
    options.runtimeConfig && CONFIG_ELEMENT.test(html)
      ? await readFile(options.runtimeConfig.absolutePath, 'utf8')
      : undefined;
  if (configText !== undefined) html = withRuntimeConfig(html, configText);
  const status = options.status ?? 200;
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': options.cacheControl,
    ...merchantPagePolicy(
      configText,
      policyWithScriptHashes(CONTENT_SECURITY_POLICY, inlineScriptHashes(html)),
    ),
  });
  // A fallback page answered with 404 is not the resource at that URL, so it gets no validator.
  if (status === 200) {
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    headers.set('ETag', etag);
    if (options.ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
      return new Response(null, { status: 304, headers });
  }
  return new Response(html, { status, headers });
}
