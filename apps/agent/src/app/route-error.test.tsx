import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { AGENT_ENGLISH } from '@wps-mobile/i18n/english';
import { ErrorBoundary } from '@wps-mobile/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage, RouteError } from '@wps-mobile/app-shell';
import { AGENT_ROUTES } from './route-table';

vi.mock('@wps-mobile/app-shell/reload-page', () => ({ reloadPage: vi.fn() }));
// The team list's chunk cannot be fetched (offline, or a deployment replaced it).
vi.mock('../features/team-list/team-list-screen', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function Broken(): never {
  throw new Error('render failed');
}

function Screens({ routes }: { routes: RouteObject[] }) {
  return (
    <ErrorBoundary resetKey="/m/agent" fallback={(error) => <RouteError error={error} />}>
      <Suspense fallback={<p>Loading</p>}>{useRoutes(routes)}</Suspense>
    </ErrorBoundary>
  );
}

async function visit(path: string, routes: RouteObject[] = AGENT_ROUTES) {
  const i18n = await createI18n({ language: 'EN', english: AGENT_ENGLISH, strict: true });
  // A screen's code arrives after the first render, which suspends: the render is awaited like a page load.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Screens routes={routes} />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
}

describe('agent error pages', () => {
  afterEach(() => vi.clearAllMocks());

  it('a screen whose code did not arrive offers a page reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await visit('/m/member/team');
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded.' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a screen that fails while showing says so and reloads on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await visit('/m/agent', [{ path: '/m/agent', element: <Broken /> }]);
    expect(await screen.findByRole('heading', { name: 'Unknown error' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
