import { createI18n } from '@wps-mobile/i18n';
import '@wps-mobile/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { App } from './app';
import { setUpClient } from './client';

// The app's own provider, from its own react-i18next: the kit's labels must come through it.
const i18n = await createI18n({ language: 'EN' });
const store = setUpClient('/wps', () => i18n.language.toUpperCase());

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
