import { RUNTIME_CONFIG_PATH, findRoute, ownerOf } from '@wps-mobile/config';
import type { AppName } from '@wps-mobile/config';

/** URL prefixes of the two builds under the one `/m` root. The agent's sits inside the player's. */
export const PLAYER_BASE = '/m/';
export const AGENT_BASE = '/m/agent-app/';
export const HOME_PATH = '/m/home';
// Re-exported so the gateway and the dev server name the runtime config file the way the apps do.
export { RUNTIME_CONFIG_PATH };

/** What the gateway does with a path; shared by the production gateway and the dev server. */
export type RequestTarget =
  | { readonly kind: 'api' }
  /** `/`, `/m` and `/m/` all open home; redirecting keeps one canonical URL. */
  | { readonly kind: 'home-redirect' }
  /** A file of the agent build, relative to its base. */
  | { readonly kind: 'agent-file'; readonly relativePath: string }
  | {
      readonly kind: 'app-path';
      readonly owner: AppName;
      /** 200 for a path in the route table; 404 lets the app show its not-found page. */
      readonly status: 200 | 404;
      /** The last segment has an extension and is no route: a missing file must not get an HTML page. */
      readonly fileLike: boolean;
      /** Relative to the player's base, for a file lookup; empty for paths outside `/m/`. */
      readonly relativePath: string;
    }
  | { readonly kind: 'outside' };

export function requestTarget(pathname: string): RequestTarget {
  // The sandbox's dev controls ride on the API app too (they answer only on loopback).
  if (pathname === '/wps' || pathname.startsWith('/wps/') || pathname.startsWith('/__sandbox/'))
    return { kind: 'api' };
  if (pathname === '/' || pathname === '/m' || pathname === PLAYER_BASE) return { kind: 'home-redirect' };
  if (pathname.startsWith(AGENT_BASE))
    return { kind: 'agent-file', relativePath: pathname.slice(AGENT_BASE.length) };
  const owner = ownerOf(pathname);
  if (!owner) return { kind: 'outside' };
  const known = findRoute(pathname) !== undefined;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return {
    kind: 'app-path',
    owner,
    status: known ? 200 : 404,
    fileLike: !known && lastSegment.includes('.'),
    relativePath: pathname.startsWith(PLAYER_BASE) ? pathname.slice(PLAYER_BASE.length) : '',
  };
}

/** The home redirect keeps the query (invitation codes arrive that way). */
export function homeLocation(search: string): string {
  return `${HOME_PATH}${search}`;
}
