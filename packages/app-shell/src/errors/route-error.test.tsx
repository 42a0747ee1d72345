import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { AGENT_ENGLISH } from '@wps-mobile/i18n/english';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from './reload-page';
import { isFailedChunk, RouteError } from './route-error';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

async function showError(error: unknown) {
  const i18n = await createI18n({ language: 'EN', english: AGENT_ENGLISH, strict: true });
  render(
    <I18nextProvider i18n={i18n}>
      <RouteError error={error} />
    </I18nextProvider>,
  );
}

describe('RouteError', () => {
  afterEach(() => vi.clearAllMocks());

  it("says a screen's code could not be loaded and offers a page reload", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new TypeError('Failed to fetch dynamically imported module: /m/assets/set-screen.js');
    await showError(error);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded.' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Screen failed', error);
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says something went wrong when a screen fails while showing, and reloads on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await showError(new Error('render failed'));
    expect(screen.getByRole('heading', { name: 'Unknown error' })).toBeTruthy();
    expect(screen.getByText('Something went wrong on this page. Please try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('isFailedChunk', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/m/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
  ])('knows "%s" as a missing chunk', (message) => expect(isFailedChunk(new TypeError(message))).toBe(true));

  it('does not take a render failure or a non-error for one', () => {
    expect(isFailedChunk(new Error("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isFailedChunk('Failed to fetch dynamically imported module')).toBe(false);
  });
});
