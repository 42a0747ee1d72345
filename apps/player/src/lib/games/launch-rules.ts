import { resolveServerLink } from '@wps-mobile/config';
import { WPS_ERROR_CODES, isWpsError } from '@wps-mobile/api-client';
import type { Viewer } from '../session/access-rules';

/** What a game says about free play (spec section 3): supportPlay 0 or freeplay 1 allow it. */
export interface FreePlayFlags {
  readonly supportPlay?: number;
  readonly freeplay?: number;
}

/**
 * How the viewer plays: a member for real money; a free trial account in free-play mode where the game allows
 * it, and not at all where it says it has none. Flags the caller does not know are left to the server to judge.
 */
export function playModeFor(viewer: Viewer, game: FreePlayFlags): 'real' | 'free' | 'noFreePlay' {
  if (viewer.kind !== 'trial') return 'real';
  if (game.supportPlay === undefined && game.freeplay === undefined) return 'free';
  return game.supportPlay === 0 || game.freeplay === 1 ? 'free' : 'noFreePlay';
}

/** Where a launch URL from the server may take the player. */
export type LaunchDestination =
  | { readonly kind: 'page'; readonly href: string }
  /** `insecure`: a plain-http game on an https page. */
  | { readonly kind: 'refused'; readonly reason?: 'insecure' };

/**
 * A launch URL goes through the one link function, with the paths of our own origin outside `/m` allowed (the
 * backend may serve the game page itself): another site by `https:` (or `http:` when our page is too), or a path
 * that leads to our origin; anything else (`javascript:`, `data:`, `//host`, `/\host`, `/.//host`,
 * credentials) is refused.
 */
export function launchDestination(url: string, origin: string): LaunchDestination {
  const link = resolveServerLink(url, origin, { sitePaths: true, httpsOnSecurePage: true });
  if (link.kind === 'refused') return link;
  if (link.kind === 'external') return { kind: 'page', href: link.href };
  return { kind: 'page', href: new URL(link.path, origin).href };
}

/** Launch failures with a message of their own: a previous game still open (#734) and a busy system (#727). */
export function launchFailureKey(
  error: unknown,
): 'messages.previousGameNotFinished' | 'errors.systemBusy' | undefined {
  if (!isWpsError(error)) return undefined;
  if (error.errorCode === WPS_ERROR_CODES.previousGameNotFinished) return 'messages.previousGameNotFinished';
  if (error.errorCode === WPS_ERROR_CODES.systemBusy) return 'errors.systemBusy';
  return undefined;
}
