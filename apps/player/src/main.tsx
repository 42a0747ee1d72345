import '@wps-mobile/ui/styles.css';
import './app/app.css';
import { startApp, yieldToMain } from '@wps-mobile/app-shell';
import { createI18n, readStoredLanguage } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { App } from './app/app';
import { loadScreen, screenAt } from './app/route-table';
import { startFirstLoads } from './app/start-loads';
import { bootBannerDrawn } from './lib/first-paint/boot-preview';
import { fetchWithEarlyAnswers } from './lib/first-paint/early-requests';
import { createStore } from './lib/store/store';
import { deferEnglishInto } from './lib/language/deferred-english';

const language = readStoredLanguage();
// The labels are set up in a task after this module's (the app's libraries evaluating are one long task already).
const labels = yieldToMain().then(() =>
  createI18n({
    ...(language ? { language } : {}),
    english: PLAYER_ENGLISH,
    strict: import.meta.env.DEV,
  }),
);
// The later pages' English (money, promotions, help) comes with the first of them, into this instance.
deferEnglishInto(labels);
// The landing screen's code loads in parallel with the config, not after it; the first render waits for it, so
// the loading shell gives way to the whole screen. A screen that fails to load shows its error in the shell.
// The early script has asked for its files already; putting in its styles and preloads is a task of its own.
const screenLoaded = yieldToMain()
  .then(() => loadScreen(screenAt(window.location.pathname)))
  .catch(() => undefined);

void startApp({
  labels,
  // The HTML's early script has usually fetched the config and the first calls already.
  fetch: fetchWithEarlyAnswers(globalThis.fetch.bind(globalThis)),
  createStore: () => createStore(language ? { preferences: { language, balanceMasked: false } } : undefined),
  // The first calls go out before the labels of another language have arrived: they need only the config.
  getLanguage: (store) => store.getState().preferences.language,
  // The loading shell stays until the first calls have answered, and the first render draws the screen with
  // them; it also waits for the shell's banner to be drawn, so a render never takes away a banner just shown.
  beforeFirstRender: async (store, config) => {
    await Promise.all([
      startFirstLoads(store, config, window.location.pathname, window.location.search),
      screenLoaded,
    ]);
    await bootBannerDrawn(document);
  },
  render: ({ config, i18n, store }) => <App config={config} i18n={i18n} store={store} />,
});
