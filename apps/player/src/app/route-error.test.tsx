import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { ErrorBoundary } from '@wps-mobile/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage, RouteError } from '@wps-mobile/app-shell';
import { PLAYER_ROUTES } from './route-table';

vi.mock('@wps-mobile/app-shell/reload-page', () => ({ reloadPage: vi.fn() }));
// Settings' chunk cannot be fetched (offline, or a deployment replaced it); every other screen loads.
vi.mock('./screens', () => ({
  screenModule: (id: string) => () =>
    id === 'settings'
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: () => <p>Screen {id}</p> }),
}));

function Screens() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      <Suspense fallback={<p>Loading</p>}>{useRoutes(PLAYER_ROUTES)}</Suspense>
    </ErrorBoundary>
  );
}

async function visit(path: string) {
  const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
  // The screen's code arrives after the first render, which suspends: the render is awaited like a page load.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Link to="/m/notice">Announcements</Link>
          <Screens />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
}

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers to reload the page when a screen's code fails to load, instead of waiting", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await visit('/m/set');
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded.' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Screen failed', expect.any(TypeError));
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('clears the error when the player goes to another screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await visit('/m/set');
    await screen.findByRole('heading', { name: 'This page could not be loaded.' });
    await act(async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Announcements' }));
    });
    expect(await screen.findByText('Screen notice')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This page could not be loaded.' })).toBeNull();
  });
});
