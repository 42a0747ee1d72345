import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../lib/reload-page';
import { RouteError } from './route-error';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers to reload the page when a screen's code fails to load, instead of waiting", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n({ language: 'EN', strict: true });
    const router = createMemoryRouter(
      [
        {
          path: '/m/settings',
          ErrorBoundary: RouteError,
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        },
      ],
      { initialEntries: ['/m/settings'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded.' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
