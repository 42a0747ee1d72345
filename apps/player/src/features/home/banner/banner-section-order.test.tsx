import type { Banner } from '@wps-mobile/api-client/contract';
import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { render, screen } from '@testing-library/react';
import type * as AppShell from '@wps-mobile/app-shell';
import { describe, expect, it, vi } from 'vitest';
import { BANNER_SIZES } from '../../../lib/images/picture-sizes';
import { WithRuntimeConfig } from '../../../lib/images/runtime-config-for-tests';
import { BannerSection } from './banner-section';

const carousel = vi.hoisted(() => ({ imported: 0 }));
const firstScreen = vi.hoisted(() => ({ drawn: false }));
vi.mock('@wps-mobile/app-shell', async (original) => ({
  ...(await original<typeof AppShell>()),
  useAfterFirstScreen: () => firstScreen.drawn,
}));
vi.mock('./banner-carousel', () => {
  carousel.imported += 1;
  return { default: () => <div role="group" aria-label="Slider" /> };
});

const BANNERS: Banner[] = [
  { id: 1, title: 'Weekend bonus', url: '/banner-1.png', link: '/m/activity' },
  { id: 2, title: 'Refer a friend', url: '/banner-2.png', link: '' },
];

describe('BannerSection on the first screen', () => {
  it('draws the first banner at once and asks for the slider’s code only after the first screen', async () => {
    const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
    const section = () => (
      <WithRuntimeConfig>
        <I18nextProvider i18n={i18n}>
          <BannerSection banners={BANNERS} loading={false} />
        </I18nextProvider>
      </WithRuntimeConfig>
    );
    const { rerender } = render(section());
    expect(screen.getByRole('img', { name: 'Weekend bonus' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(carousel.imported).toBe(0);
    expect(screen.queryByRole('group', { name: 'Slider' })).toBeNull();
    firstScreen.drawn = true;
    rerender(section());
    expect(await screen.findByRole('group', { name: 'Slider' })).toBeTruthy();
    expect(carousel.imported).toBe(1);
  });

  it('asks for the first banner at the phone’s width with the CDN’s resizing convention, with priority', async () => {
    firstScreen.drawn = false;
    const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
    render(
      <WithRuntimeConfig imageResizing={{ widthParam: 'w', widths: [320, 750] }}>
        <I18nextProvider i18n={i18n}>
          <BannerSection banners={BANNERS} loading={false} />
        </I18nextProvider>
      </WithRuntimeConfig>,
    );
    const banner = screen.getByRole('img', { name: 'Weekend bonus' });
    expect([
      banner.getAttribute('srcset'),
      banner.getAttribute('sizes'),
      banner.getAttribute('fetchpriority'),
    ]).toEqual(['/banner-1.png?w=320 320w, /banner-1.png?w=750 750w', BANNER_SIZES, 'high']);
  });

  it('asks for the one URL the server gave without a convention', async () => {
    firstScreen.drawn = false;
    const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
    render(
      <WithRuntimeConfig>
        <I18nextProvider i18n={i18n}>
          <BannerSection banners={BANNERS} loading={false} />
        </I18nextProvider>
      </WithRuntimeConfig>,
    );
    const banner = screen.getByRole('img', { name: 'Weekend bonus' });
    expect([banner.getAttribute('src'), banner.hasAttribute('srcset')]).toEqual(['/banner-1.png', false]);
  });
});
