import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NGINX_API_CACHE_LINES, NGINX_SOURCE_MAP_LOCATION, nginxHeaderSnippet } from './nginx-headers';

const README = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md'),
  'utf8',
);

/** The body of the README's nginx block that follows `marker`. */
function nginxBlockAfter(marker: string): string {
  const from = README.indexOf(marker);
  expect(from, `README has no "${marker}"`).toBeGreaterThan(-1);
  const match = /```nginx\n([\s\S]*?)```/.exec(README.slice(from));
  return match?.[1]?.trim() ?? '';
}

describe('the nginx example in the README', () => {
  it('sends exactly the headers the gateway sends, and HSTS', () => {
    const snippet = nginxBlockAfter('snippets/wps-mobile-headers.conf');
    expect(snippet).toBe(nginxHeaderSnippet());
    for (const name of [
      'Content-Security-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Strict-Transport-Security',
    ])
      expect(snippet).toContain(`add_header ${name} `);
  });

  it('answers /wps with no-store and refuses source maps', () => {
    const server = nginxBlockAfter('The server block');
    const wps = /location \/wps\/ \{([\s\S]*?)\n {4}\}/.exec(server)?.[1] ?? '';
    for (const line of NGINX_API_CACHE_LINES) expect(wps).toContain(line);
    expect(server).toContain(NGINX_SOURCE_MAP_LOCATION);
  });
});
