import { parseRuntimeConfig } from '@wps-mobile/config';
import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { AGENT_ENGLISH } from '@wps-mobile/i18n/english';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigContext } from '../config/runtime-config';
import { useFormatMoney } from './use-format-money';

async function renderFormat(language: string, currency?: string) {
  const i18n = await createI18n({ language, english: AGENT_ENGLISH, strict: false });
  const config = parseRuntimeConfig({
    merchantCode: 'demo',
    trialMerchantCode: 'demo_trial',
    defaultImageCDN: 'https://img.example',
    brandName: 'Demo',
    ...(currency ? { currency } : {}),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>
    </I18nextProvider>
  );
  return renderHook(() => useFormatMoney(), { wrapper }).result.current;
}

describe('useFormatMoney', () => {
  it('shows pesos when the runtime config names no currency', async () => {
    expect((await renderFormat('EN'))(1234.5)).toBe('₱1,234.50');
  });

  it("uses the merchant's currency from the runtime config, grouped for the labels' language", async () => {
    expect((await renderFormat('EN', 'USD'))(98000)).toBe('$98,000.00');
    expect((await renderFormat('FR', 'EUR'))(1234.5)).toMatch(/^1\s234,50\s€$/);
  });

  it("masks a hidden balance behind the currency's symbol and prefers a currency the server names", async () => {
    const format = await renderFormat('EN', 'USD');
    expect(format(1234.5, { masked: true })).toBe('$******');
    expect(format(10, { currency: 'PHP' })).toBe('₱10.00');
  });
});
