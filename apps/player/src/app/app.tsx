import type { RuntimeConfig } from '@wps-mobile/config';
import { I18nextProvider } from '@wps-mobile/i18n';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { StartupGate } from '../features/startup/startup-gate';
import { PlayerRouter } from './router';
import { RuntimeConfigContext } from '../lib/runtime-config';
import type { AppStore } from '../lib/store';

export interface AppProps {
  config: RuntimeConfig;
  i18n: i18n;
  store: AppStore;
}

export function App({ config, i18n, store }: AppProps) {
  return (
    <StrictMode>
      <RuntimeConfigContext value={config}>
        <I18nextProvider i18n={i18n}>
          <Provider store={store}>
            <StartupGate>
              <PlayerRouter />
            </StartupGate>
          </Provider>
        </I18nextProvider>
      </RuntimeConfigContext>
    </StrictMode>
  );
}
