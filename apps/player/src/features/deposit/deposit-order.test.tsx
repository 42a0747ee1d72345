// @vitest-environment-options {"url": "https://m.luckypeso.example/m/voucherCenter"}
import type { DepositOrder } from '@wps-mobile/api-client/contract';
import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { loadPlayerDeferredEnglish, PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DepositOrderCard } from './deposit-order';

const ORDER: DepositOrder = {
  orderId: 'D1001',
  channel: 'GATEWAY',
  amount: 300,
  status: 'PENDING',
  payUrl: '',
  createTime: Date.UTC(2026, 0, 1, 12),
};

async function showOrder(payUrl: string) {
  const english = { ...PLAYER_ENGLISH, ...(await loadPlayerDeferredEnglish()) };
  const i18n = await createI18n({ language: 'EN', english, strict: true });
  render(
    <I18nextProvider i18n={i18n}>
      <DepositOrderCard order={{ ...ORDER, payUrl }} format={String} language="EN" onAnother={() => {}} />
    </I18nextProvider>,
  );
}

describe('the deposit order on an https site', () => {
  it('opens an https payment page apart from the site', async () => {
    await showOrder('https://pay.example/order/D1001');
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      'https://pay.example/order/D1001',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not offer a plain-http payment page, and says why', async () => {
    await showOrder('http://pay.example/order/D1001');
    expect(screen.queryByRole('link', { name: 'Open the payment page' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be opened: its address is not secure.',
    );
  });
});
