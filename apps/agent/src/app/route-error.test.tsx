import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../lib/reload-page';
import { ChunkFailed, RouteError } from './route-error';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

async function renderRoute(route: Parameters<typeof createMemoryRouter>[0][number]) {
  const i18n = await createI18n({ language: 'EN', strict: true });
  const router = createMemoryRouter([{ path: '/m/agent', ...route }], { initialEntries: ['/m/agent'] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

function Broken(): never {
  throw new Error('render failed');
}

describe('agent error pages', () => {
  afterEach(() => vi.clearAllMocks());

  it('a screen whose code did not arrive offers a page reload', async () => {
    await renderRoute({ Component: ChunkFailed });
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded.' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a screen that fails while showing says so and reloads on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoute({ Component: Broken, ErrorBoundary: RouteError });
    expect(await screen.findByRole('heading', { name: 'Unknown error' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
