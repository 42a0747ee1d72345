import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { createI18n, I18nextProvider } from '@wps-mobile/i18n';

export interface RenderWithI18nOptions {
  /** Switches to fake timers after the (asynchronous) label set-up and before the first render. */
  fakeTimers?: boolean;
}

/** Renders `ui` inside the English label table in strict mode, so a missing key fails the test. */
export async function renderWithI18n(
  ui: ReactElement,
  { fakeTimers = false }: RenderWithI18nOptions = {},
): Promise<RenderResult> {
  const i18n = await createI18n({ language: 'EN', strict: true });
  if (fakeTimers) vi.useFakeTimers();
  const view = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return {
    ...view,
    // Keeps the provider around the new element, so tests can rerender with other props.
    rerender: (next) => view.rerender(<I18nextProvider i18n={i18n}>{next}</I18nextProvider>),
  };
}
