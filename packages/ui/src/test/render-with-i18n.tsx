import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createI18n, I18nextProvider } from '@wps-mobile/i18n';

/** Renders `ui` inside the English label table in strict mode, so a missing key fails the test. */
export async function renderWithI18n(ui: ReactElement): Promise<RenderResult> {
  const i18n = await createI18n({ language: 'EN', strict: true });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
