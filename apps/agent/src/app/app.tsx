import type { RuntimeConfig } from '@wps-mobile/config';
import { I18nextProvider } from '@wps-mobile/i18n';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RuntimeConfigContext } from '../lib/runtime-config';
import { SessionExpiredNotice } from '../lib/session-expiry';
import { AgentRouter } from './router';
import type { AgentStore } from './store';

export interface AgentAppProps {
  config: RuntimeConfig;
  i18n: i18n;
  store: AgentStore;
}

export function AgentApp({ config, i18n, store }: AgentAppProps) {
  return (
    <StrictMode>
      <RuntimeConfigContext value={config}>
        <I18nextProvider i18n={i18n}>
          <Provider store={store}>
            <AgentRouter />
            <SessionExpiredNotice />
          </Provider>
        </I18nextProvider>
      </RuntimeConfigContext>
    </StrictMode>
  );
}
