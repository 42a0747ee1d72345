import { configureClient, watchConnectivity } from '@wps-mobile/api-client';
import {
  detectDevice,
  loadRuntimeConfig,
  readDeviceEnvironment,
  RUNTIME_CONFIG_PATH,
  RuntimeConfigError,
  type RuntimeConfig,
} from '@wps-mobile/config';
import { currentLanguage } from '@wps-mobile/i18n';
import { startThemePreference } from '@wps-mobile/ui';
import type { Dispatch, Store } from '@reduxjs/toolkit';
import type { i18n } from 'i18next';
import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { startFieldData } from '../field-data/start-field-data';
import { lazyCipher } from './lazy-cipher';
import { yieldToMain } from './yield-to-main';

export interface StartedApp<S extends Store> {
  readonly config: RuntimeConfig;
  readonly i18n: i18n;
  readonly store: S;
}

export interface StartAppOptions<S extends Store> {
  /** The labels, already on their way: started by the caller so they download beside the config. */
  readonly labels: Promise<i18n>;
  readonly createStore: () => S;
  /**
   * The `Language` header of every call. Without it, the labels' language, and the first calls wait for the labels;
   * an app that keeps the language in its store can send them at once.
   */
  readonly getLanguage?: (store: S) => string;
  /** The fetch the config and the api use (the player's answers what its early script already asked). */
  readonly fetch?: typeof globalThis.fetch;
  /**
   * The work the first render waits for (the landing screen's code, its first calls), so the loading shell gives
   * way to the whole screen in one render. It must never reject.
   */
  readonly beforeFirstRender?: (store: S, config: RuntimeConfig) => Promise<unknown>;
  readonly render: (app: StartedApp<S>) => ReactNode;
}

/**
 * The boot of both apps: the theme before anything renders, the merchant's runtime config, the brand's colours,
 * the api client (merchant, language, device, payload cipher), the connectivity and other tabs' session watches
 * and the first render as a transition (it yields to the browser every few milliseconds instead of holding the
 * main thread for the whole tree; the loading shell stays until it is done), then, after the page has loaded, the
 * field data of a sampled visit. Between the steps it yields (`yieldToMain`), so a slow phone meets several short
 * tasks instead of one long one. A missing or invalid config shows its page, never a blank one.
 */
export async function startApp<S extends Store>(options: StartAppOptions<S>): Promise<void> {
  startThemePreference();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  // The config is asked for at once; its failure is handled where it is awaited, below.
  const configLoaded = loadRuntimeConfig(RUNTIME_CONFIG_PATH, fetch);
  configLoaded.catch(() => undefined);
  // React's root in a task of its own: this function is called as the app's libraries finish evaluating, which is
  // one long task already (creating the root took 10-15 ms of it at 4x CPU).
  await yieldToMain();
  const root = createRoot(container);
  try {
    const config = await configLoaded;
    // The merchant's colours: a chunk of its own, on its way beside the labels (many merchants set none); should
    // it fail to load, the kit's colours stand.
    const brandTheme =
      config.brandColors || config.brandColorsDark
        ? import('@wps-mobile/ui/brand-theme')
            .then(({ applyBrandTheme }) =>
              applyBrandTheme(config.brandColors ?? {}, { dark: config.brandColorsDark }),
            )
            .catch(() => undefined)
        : undefined;
    // The store's first dispatches in a task of their own, apart from the config's parsing.
    await yieldToMain();
    const store = options.createStore();
    const device = detectDevice(readDeviceEnvironment());
    const getLanguage = options.getLanguage ?? (await languageOfLabels(options.labels));
    // The token (member or trial) comes from the stored session; the client clears it when the server says it is
    // gone and dispatches `sessionExpired` once into the store, however many requests failed.
    configureClient({
      apiBase: config.apiBase,
      merchantCode: config.merchantCode,
      getLanguage: () => getLanguage(store),
      getDevice: () => device.deviceHeader,
      cipher: lazyCipher(),
      fetch,
    });
    watchConnectivity();
    watchOtherTabsFromFirstChange(store.dispatch);
    const [i18n] = await Promise.all([
      options.labels,
      options.beforeFirstRender?.(store, config),
      brandTheme,
    ]);
    // The first render starts in a fresh task: the first calls' answers and the labels have just been handled.
    await yieldToMain();
    startTransition(() => {
      root.render(options.render({ config, i18n, store }));
    });
    // A sampled visit's field data: its reporter waits for the page's load, so it never competes with the screen.
    startFieldData(config);
  } catch (error) {
    console.error(error);
    const problems = error instanceof RuntimeConfigError ? error.problems : ['unexpected start-up failure'];
    root.render(await configErrorPage(options.labels, problems));
  }
}

/**
 * A logout or an expiry in another tab ends the session here too. The watch is a chunk of its own, fetched at the
 * first change another tab makes to the device's storage (until then there is nothing to follow, so a first
 * screen never waits on it); the events that come while it loads are kept, and the watch goes through them first.
 */
function watchOtherTabsFromFirstChange(dispatch: Dispatch): void {
  const earlier: StorageEvent[] = [];
  const keep = (event: StorageEvent) => {
    if (earlier.push(event) === 1)
      import('./watch-other-tabs')
        .then(({ watchOtherTabs }) => watchOtherTabs(dispatch, earlier, keep))
        .catch(() => undefined);
  };
  window.addEventListener('storage', keep);
}

/** The labels' current language, once they are in (it follows a change of language). */
async function languageOfLabels(labels: Promise<i18n>): Promise<() => string> {
  const i18n = await labels;
  return () => currentLanguage(i18n);
}

/**
 * The broken-config page, whose code loads only when it is needed (no working merchant ever sees it). Should its
 * file not load either, the problem is still said in plain text rather than a blank page.
 */
async function configErrorPage(labels: Promise<i18n>, problems: readonly string[]): Promise<ReactNode> {
  try {
    const [{ ConfigErrorPage }, i18n] = await Promise.all([import('./config-error-page'), labels]);
    return <ConfigErrorPage i18n={i18n} problems={problems} />;
  } catch {
    return <p role="alert">{problems.join('; ')}</p>;
  }
}
