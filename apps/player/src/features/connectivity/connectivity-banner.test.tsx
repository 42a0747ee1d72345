import { watchConnectivity } from '@wps-mobile/api-client';
import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectivityBanner } from './connectivity-banner';

describe('connectivity banner', () => {
  it('says No Internet while offline and nothing once back online', async () => {
    const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
    const target = new EventTarget();
    const stop = watchConnectivity(target as unknown as Window);
    render(
      <I18nextProvider i18n={i18n}>
        <ConnectivityBanner />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => void target.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('No Internet');
    act(() => void target.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    stop();
  });
});
