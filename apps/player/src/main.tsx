import '@wps-mobile/ui/styles.css';
import './app/app.css';
import { configureClient, watchConnectivity } from '@wps-mobile/api-client';
import {
  detectDevice,
  loadRuntimeConfig,
  readDeviceEnvironment,
  RUNTIME_CONFIG_PATH,
  RuntimeConfigError,
} from '@wps-mobile/config';
import { createI18n, readStoredLanguage } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { webCryptoCipher } from '@wps-mobile/session';
import { applyBrandTheme, startThemePreference } from '@wps-mobile/ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadScreen, screenAt } from './app/route-table';
import { startFirstLoads } from './app/start-loads';
import { bootBannerDrawn } from './lib/boot-preview';
import { fetchWithEarlyAnswers } from './lib/early-requests';
import { createStore } from './lib/store';
import { deferEnglishInto } from './lib/deferred-english';
import { ConfigErrorPage } from './features/boot-error/config-error-page';
import { notifySessionExpired } from './lib/session-events';

// Before anything renders: the theme chosen in settings (System needs no script: tokens.css follows the system).
startThemePreference();

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  const language = readStoredLanguage();
  const i18nReady = createI18n({
    ...(language ? { language } : {}),
    english: PLAYER_ENGLISH,
    strict: import.meta.env.DEV,
  });
  // The later pages' English (money, promotions, help) comes with the first of them, into this instance.
  deferEnglishInto(i18nReady);
  // The landing screen's code loads in parallel with the config, not after it; the first render waits for it,
  // so the loading shell gives way to the whole screen. A screen that fails to load shows its error in the shell.
  const screenLoaded = loadScreen(screenAt(window.location.pathname)).catch(() => undefined);
  // The HTML's early script has usually fetched the config and the first calls already.
  const fetchEarly = fetchWithEarlyAnswers(globalThis.fetch.bind(globalThis));
  try {
    const config = await loadRuntimeConfig(RUNTIME_CONFIG_PATH, fetchEarly);
    if (config.brandColors || config.brandColorsDark)
      applyBrandTheme(config.brandColors ?? {}, { dark: config.brandColorsDark });
    const store = createStore(language ? { preferences: { language, balanceMasked: false } } : undefined);
    const device = detectDevice(readDeviceEnvironment());
    // The token (member or trial) comes from the stored session; the client clears it when the server says it
    // is gone and calls onSessionExpired once, however many requests failed.
    configureClient({
      apiBase: config.apiBase,
      merchantCode: config.merchantCode,
      getLanguage: () => store.getState().preferences.language,
      getDevice: () => device.deviceHeader,
      cipher: webCryptoCipher(),
      fetch: fetchEarly,
      onSessionExpired: notifySessionExpired,
    });
    watchConnectivity();
    // The first calls go out before the labels of another language have arrived: they need only the config.
    // The loading shell stays until their answers are in, and the first render draws the screen with them.
    const startUpAnswered = startFirstLoads(store, window.location.pathname, window.location.search);
    const [i18n] = await Promise.all([i18nReady, startUpAnswered, screenLoaded]);
    await bootBannerDrawn(document);
    // As a transition the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole tree; the loading shell stays until it is done.
    startTransition(() => {
      root.render(<App config={config} i18n={i18n} store={store} />);
    });
  } catch (error) {
    console.error(error);
    const problems = error instanceof RuntimeConfigError ? error.problems : ['unexpected start-up failure'];
    root.render(<ConfigErrorPage i18n={await i18nReady} problems={problems} />);
  }
}

void boot();
