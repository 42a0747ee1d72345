// The English label areas each app bundles, for createI18n's `english` option; published as
// `@wps-mobile/i18n/english`. A module apart from the main entry, so an app that imports only the main entry
// carries no English; each subset is a module of its own, so a bundler keeps only the one the app imports.
export { AGENT_ENGLISH } from './agent-english';
export { PLAYER_ENGLISH } from './player-english';

// Fetched, not bundled: the loaders live in the main entry (`loaders.ts`), which bundles no English.
export { loadPlayerDeferredEnglish, loadPlayerEnglish } from './loaders';
