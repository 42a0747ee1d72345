import type { AppName, RuntimeConfig } from '@wps-mobile/config';
import { I18nextProvider } from '@wps-mobile/i18n';
import type { Store } from '@reduxjs/toolkit';
import type { i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RuntimeConfigContext } from '../config/runtime-config';
import { AppIdContext } from '../links/app-identity';

export interface ShellProvidersProps {
  readonly app: AppName;
  readonly config: RuntimeConfig;
  readonly i18n: i18n;
  readonly store: Store;
  readonly children: ReactNode;
}

/** What every screen of both apps reads from above: the build, the merchant's config, the labels, the store. */
export function ShellProviders({ app, config, i18n, store, children }: ShellProvidersProps) {
  return (
    <StrictMode>
      <AppIdContext value={app}>
        <RuntimeConfigContext value={config}>
          <I18nextProvider i18n={i18n}>
            <Provider store={store}>{children}</Provider>
          </I18nextProvider>
        </RuntimeConfigContext>
      </AppIdContext>
    </StrictMode>
  );
}
