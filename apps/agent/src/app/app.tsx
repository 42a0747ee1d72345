import { ShellProviders } from '@wps-mobile/app-shell';
import type { RuntimeConfig } from '@wps-mobile/config';
import type { i18n } from 'i18next';
import { AgentRouter } from './router';
import type { AgentStore } from '../lib/store';

export interface AgentAppProps {
  config: RuntimeConfig;
  i18n: i18n;
  store: AgentStore;
}

export function AgentApp({ config, i18n, store }: AgentAppProps) {
  return (
    <ShellProviders app="agent" config={config} i18n={i18n} store={store}>
      <AgentRouter />
    </ShellProviders>
  );
}
