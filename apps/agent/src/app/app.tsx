import type { RuntimeConfig } from '@wps-mobile/config';
import { I18nextProvider } from '@wps-mobile/i18n';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RuntimeConfigContext } from '../lib/runtime-config';
import { SessionExpiredNotice } from '../lib/session-expiry';
import type { AgentStore } from './store';

export interface AgentAppProps {
  config: RuntimeConfig;
  i18n: i18n;
  store: AgentStore;
  router: ReturnType<typeof createBrowserRouter>;
}

export function AgentApp({ config, i18n, store, router }: AgentAppProps) {
  return (
    <StrictMode>
      <RuntimeConfigContext value={config}>
        <I18nextProvider i18n={i18n}>
          <Provider store={store}>
            <RouterProvider router={router} />
            <SessionExpiredNotice />
          </Provider>
        </I18nextProvider>
      </RuntimeConfigContext>
    </StrictMode>
  );
}
