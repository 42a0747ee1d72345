import type { Banner } from '@wps-mobile/api-client/contract';
import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@wps-mobile/app-shell';
import { WithRuntimeConfig } from '../../../lib/images/runtime-config-for-tests';
import { BannerSection } from './banner-section';

vi.mock('@wps-mobile/app-shell/reload-page', () => ({ reloadPage: vi.fn() }));
// The carousel's chunk cannot be fetched (a deployment replaced it, or the connection dropped).
vi.mock('./banner-carousel', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const BANNERS: Banner[] = [{ id: 1, title: 'Weekend bonus', url: '/banner-1.png', link: '/m/activity' }];

describe('BannerSection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a failed carousel to itself: the first banner, a message and a reload, the rest of home intact', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
    render(
      <WithRuntimeConfig>
        <I18nextProvider i18n={i18n}>
          <main>
            <BannerSection banners={BANNERS} loading={false} />
            <p>Popular games</p>
          </main>
        </I18nextProvider>
      </WithRuntimeConfig>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('img', { name: 'Weekend bonus' })).toBeTruthy();
    expect(screen.getByText('Popular games')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
