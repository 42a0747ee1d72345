import { parseRuntimeConfig } from '@wps-mobile/config';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createStore } from './store';
import { RuntimeConfigContext } from './runtime-config';
import { useFormatMoney } from './use-format-money';

function renderFormat(language: string, currency?: string) {
  const config = parseRuntimeConfig({
    merchantCode: 'demo',
    trialMerchantCode: 'demo_trial',
    defaultImageCDN: 'https://img.example',
    brandName: 'Demo',
    ...(currency ? { currency } : {}),
  });
  const store = createStore({ preferences: { language, balanceMasked: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>
    </Provider>
  );
  return renderHook(() => useFormatMoney(), { wrapper }).result.current;
}

describe('useFormatMoney', () => {
  it('shows pesos when the runtime config names no currency', () => {
    expect(renderFormat('EN')(1234.5)).toBe('₱1,234.50');
  });

  it("uses the merchant's currency from the runtime config, grouped for the player's language", () => {
    expect(renderFormat('EN', 'USD')(98000)).toBe('$98,000.00');
    expect(renderFormat('FR', 'EUR')(1234.5)).toMatch(/^1\s234,50\s€$/);
  });

  it("masks a hidden balance behind the currency's symbol and prefers a currency the server names", () => {
    const format = renderFormat('EN', 'USD');
    expect(format(1234.5, { masked: true })).toBe('$******');
    expect(format(10, { currency: 'PHP' })).toBe('₱10.00');
  });
});
