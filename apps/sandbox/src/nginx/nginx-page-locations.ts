import { AGENT_PREFIXES, pathsOf } from '@wps-mobile/config';
import type { AppName } from '@wps-mobile/config';

/** Paths the server answers with a redirect home instead of a page. */
const REDIRECTED_HOME = new Set(['/', '/m', '/m/']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A PCRE (and JavaScript) pattern matching exactly the app's page paths, with an optional trailing slash. */
export function pagePattern(app: AppName): string {
  const paths = pathsOf(app).filter((p) => !REDIRECTED_HOME.has(p));
  return `^(?:${paths.map(escapeRegExp).join('|')})/?$`;
}

const INDEX: Record<AppName, string> = { player: '/m/index.html', agent: '/m/agent-app/index.html' };

/**
 * nginx `location` blocks for every page of the route table, so production routes exactly as the gateway does.
 * `snippet` is an include holding the security headers, repeated per location because nginx drops inherited
 * `add_header`s in any location that adds its own.
 */
export function nginxPageLocations(snippet = 'snippets/wps-mobile-headers.conf'): string {
  const page = (app: AppName) =>
    [
      `# ${app} pages (route table)`,
      `location ~ "${pagePattern(app)}" {`,
      `    include ${snippet};`,
      '    add_header Cache-Control "no-cache" always;',
      `    try_files ${INDEX[app]} =503;`,
      '}',
    ].join('\n');
  const agentSubtree = AGENT_PREFIXES.map((prefix) =>
    [
      `# unknown paths under ${prefix}: the agent app's not-found page, status 404`,
      `location ${prefix} {`,
      `    include ${snippet};`,
      '    add_header Cache-Control "no-cache" always;',
      `    error_page 404 ${INDEX.agent};`,
      '    return 404;',
      '}',
    ].join('\n'),
  );
  return [
    '# Generated from the @wps-mobile/config route table: pnpm --filter @wps-mobile/sandbox nginx-routes',
    page('agent'),
    page('player'),
    ...agentSubtree,
  ].join('\n\n');
}
