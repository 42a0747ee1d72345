// The English label areas each app bundles, for createI18n's `english` option; published as
// `@wps-mobile/i18n/english`. A module apart from the main entry, so an app that imports only the main entry
// carries no English; each subset is a module of its own, so a bundler keeps only the one the app imports.
import type { Labels } from './labels';

export { AGENT_ENGLISH } from './agent-english';
export { PLAYER_ENGLISH } from './player-english';

/**
 * Fetches the English areas of the player's later pages (`PLAYER_DEFERRED_ENGLISH`) as a chunk of their own;
 * add them to the app's instance with `addEnglish` before such a page renders.
 */
export async function loadPlayerDeferredEnglish(): Promise<Partial<Labels>> {
  return (await import('./player-english-deferred')).PLAYER_DEFERRED_ENGLISH;
}
