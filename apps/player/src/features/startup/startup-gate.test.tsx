import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { render, screen } from '@testing-library/react';
import type * as ApiClient from '@wps-mobile/api-client';
import { describe, expect, it, vi } from 'vitest';
import { StartupGate } from './startup-gate';

interface StatusState {
  data?: { maintenance: boolean; regionRestriction: boolean };
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
}

let status: StatusState = { isLoading: true, isFetching: true, isError: false };

vi.mock('@wps-mobile/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  useSystemStatusQuery: () => ({ ...status, refetch: vi.fn() }),
  useConnectivity: () => 'online',
}));

const loading: StatusState = { isLoading: true, isFetching: true, isError: false };
const open: StatusState = {
  data: { maintenance: false, regionRestriction: false },
  isLoading: false,
  isFetching: false,
  isError: false,
};

/** The gate around a stand-in app, rendered again with the current `status` on each call. */
async function gateRenderer() {
  const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
  return () => (
    <I18nextProvider i18n={i18n}>
      <StartupGate>
        <p>The app</p>
      </StartupGate>
    </I18nextProvider>
  );
}

describe('StartupGate', () => {
  it('waits for the status, then keeps the app open when the status is asked again', async () => {
    const gate = await gateRenderer();
    status = loading;
    const { rerender } = render(gate());
    expect(screen.queryByText('The app')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    status = open;
    rerender(gate());
    expect(screen.getByText('The app')).toBeTruthy();
    // An expired session resets every cached answer: the status loads again, and the screen stays.
    status = loading;
    rerender(gate());
    expect(screen.getByText('The app')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('still shows maintenance when a later answer says so', async () => {
    const gate = await gateRenderer();
    status = open;
    const { rerender } = render(gate());
    expect(screen.getByText('The app')).toBeTruthy();
    status = { ...open, data: { maintenance: true, regionRestriction: false } };
    rerender(gate());
    expect(screen.queryByText('The app')).toBeNull();
  });
});
