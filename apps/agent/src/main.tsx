import '@wps-mobile/ui/styles.css';
import './app/agent.css';
import { loadRuntimeConfig, RUNTIME_CONFIG_PATH, RuntimeConfigError } from '@wps-mobile/config';
import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { applyBrandTheme, StatusPage } from '@wps-mobile/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { requireAgentSession } from './app/agent-access';
import { createAgentRouter } from './app/router';
import { RuntimeConfigContext } from './lib/runtime-config';

async function boot() {
  // Decided before anything renders: a visitor or a non-agent is sent to the player's home at once.
  if (!requireAgentSession()) return;
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  const i18n = await createI18n({ strict: import.meta.env.DEV });
  try {
    const config = await loadRuntimeConfig(RUNTIME_CONFIG_PATH);
    if (config.brandColors) applyBrandTheme(config.brandColors);
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RuntimeConfigContext value={config}>
            <RouterProvider router={createAgentRouter()} />
          </RuntimeConfigContext>
        </I18nextProvider>
      </StrictMode>,
    );
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
