import '@wps-mobile/ui/styles.css';
import './app/agent.css';
import { startApp, yieldToMain } from '@wps-mobile/app-shell';
import { warmIntlOffMainThread } from '@wps-mobile/app-shell/intl-warmup';
import { DEFAULT_LANGUAGE } from '@wps-mobile/config';
import { createI18n, formatMoney, readStoredLanguage } from '@wps-mobile/i18n';
import { AGENT_ENGLISH } from '@wps-mobile/i18n/english';
import { requireAgentSession } from './app/agent-access';
import { AgentApp } from './app/app';
import { loadScreen, screenAt } from './app/route-table';
import { startFirstLoads } from './app/start-loads';
import { createAgentStore } from './lib/store';

// Decided before anything renders: a visitor or a non-agent is sent to the player's home at once.
if (requireAgentSession()) {
  // The landing screen's code loads beside the labels and the config; the first render waits for it, so the
  // loading shell gives way to the whole screen. A screen that fails to load shows its error in the shell.
  const screenLoaded = loadScreen(screenAt(window.location.pathname)).catch(() => undefined);
  void startApp({
    // A stored language's table is a chunk of its own, fetched beside the config, not after it. The labels are
    // set up in a task after this module's (the app's libraries evaluating are one long task already).
    labels: yieldToMain().then(() => createI18n({ english: AGENT_ENGLISH, strict: import.meta.env.DEV })),
    createStore: createAgentStore,
    beforeFirstRender: (store) => {
      startFirstLoads(store, window.location.pathname);
      return screenLoaded;
    },
    render: ({ config, i18n, store }) => <AgentApp config={config} i18n={i18n} store={store} />,
  });
  // The browser's first number formatter costs about 20 ms on a fast machine (four times that on a slow phone),
  // and agent home's figures need one: a worker loads ICU's locale data while the config is on its way, then the
  // main thread builds its own formatter (about a millisecond then), not inside the first render. Starting a
  // worker is main-thread work too (27 ms at 4x CPU): a task of its own, not part of the libraries' evaluation.
  const language = readStoredLanguage() ?? DEFAULT_LANGUAGE;
  void yieldToMain()
    .then(() => warmIntlOffMainThread(language))
    .then(() => setTimeout(() => formatMoney(0, language), 0));
}
