import '@wps-mobile/ui/styles.css';
import './app/agent.css';
import { configureClient, watchConnectivity } from '@wps-mobile/api-client';
import {
  detectDevice,
  loadRuntimeConfig,
  readDeviceEnvironment,
  RUNTIME_CONFIG_PATH,
  RuntimeConfigError,
} from '@wps-mobile/config';
import { createI18n, currentLanguage } from '@wps-mobile/i18n';
import { AGENT_ENGLISH } from '@wps-mobile/i18n/english';
import { webCryptoCipher } from '@wps-mobile/session';
import { applyBrandTheme, startThemePreference, StatusPage } from '@wps-mobile/ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { requireAgentSession } from './app/agent-access';
import { AgentApp } from './app/app';
import { loadScreen, screenAt } from './app/route-table';
import { startFirstLoads } from './app/start-loads';
import { createAgentStore } from './app/store';
import { notifySessionExpired } from './lib/session-expiry';

// Before anything renders: the theme chosen in settings (System needs no script: tokens.css follows the system).
startThemePreference();

async function boot() {
  // Decided before anything renders: a visitor or a non-agent is sent to the player's home at once.
  if (!requireAgentSession()) return;
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  // The landing screen's code loads beside the labels and the config; the first render waits for it, so the
  // loading shell gives way to the whole screen.
  const screenLoaded = loadScreen(screenAt(window.location.pathname));
  // The config is fetched beside the labels, not after them: a stored language's table is a chunk of its own.
  const configReady = loadRuntimeConfig(RUNTIME_CONFIG_PATH);
  configReady.catch(() => undefined);
  const i18n = await createI18n({ english: AGENT_ENGLISH, strict: import.meta.env.DEV });
  try {
    const config = await configReady;
    if (config.brandColors || config.brandColorsDark)
      applyBrandTheme(config.brandColors ?? {}, { dark: config.brandColorsDark });
    const store = createAgentStore();
    const device = detectDevice(readDeviceEnvironment());
    configureClient({
      apiBase: config.apiBase,
      merchantCode: config.merchantCode,
      getLanguage: () => currentLanguage(i18n),
      getDevice: () => device.deviceHeader,
      cipher: webCryptoCipher(),
      onSessionExpired: notifySessionExpired,
    });
    watchConnectivity();
    startFirstLoads(store, window.location.pathname);
    await screenLoaded;
    // As a transition the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole tree; the loading shell stays until it is done.
    startTransition(() => {
      root.render(<AgentApp config={config} i18n={i18n} store={store} />);
    });
  } catch (error) {
    console.error(error);
    const detail = error instanceof RuntimeConfigError ? error.problems.join('; ') : '';
    root.render(
      <StatusPage
        tone="error"
        title={i18n.t('app.configErrorTitle')}
        body={`${i18n.t('app.configErrorBody')} ${detail}`.trim()}
        action={{ label: i18n.t('app.retry'), onClick: () => window.location.reload() }}
      />,
    );
  }
}

void boot();
