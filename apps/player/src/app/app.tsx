import { ShellProviders } from '@wps-mobile/app-shell';
import type { RuntimeConfig } from '@wps-mobile/config';
import type { i18n } from 'i18next';
import { StartupGate } from '../features/startup/startup-gate';
import { PlayerRouter } from './router';
import type { AppStore } from '../lib/store/store';

export interface AppProps {
  config: RuntimeConfig;
  i18n: i18n;
  store: AppStore;
}

export function App({ config, i18n, store }: AppProps) {
  return (
    <ShellProviders app="player" config={config} i18n={i18n} store={store}>
      <StartupGate>
        <PlayerRouter />
      </StartupGate>
    </ShellProviders>
  );
}
