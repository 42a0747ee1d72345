import { RUNTIME_CONFIG_PATH } from '@wps-mobile/config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_SIZES } from '../images/picture-sizes';
import { startEarlyRequests } from './early-requests';

const CONFIG = { merchantCode: 'demo', trialMerchantCode: 'demo_trial', apiBase: '/wps' };

describe('early pictures', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    sessionStorage.clear();
    localStorage.clear();
  });

  it('preloads the first banner with high priority from the early announcements, only for a web address', async () => {
    const answers = (url: string) => async (input: RequestInfo | URL) =>
      String(input).endsWith(RUNTIME_CONFIG_PATH)
        ? Response.json(CONFIG)
        : Response.json({ success: true, value: { banners: [{ url }, { url: '/wps/img/banner/2.webp' }] } });
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('fetchpriority'),
      ]);
    await startEarlyRequests('/m/login', answers('/wps/img/banner/1.webp'));
    await startEarlyRequests('/m/home', answers('javascript:alert(1)'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toEqual([]);
    await startEarlyRequests('/m/home', answers('/wps/img/banner/1.webp'));
    await vi.waitFor(() => expect(preloads()).toEqual([['/wps/img/banner/1.webp', 'high']]));
  });

  it('preloads the width of the first banner the screen will choose: the same srcset and sizes as its picture', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"><div class="boot-shell"></div></div>';
    const resizing = {
      imageResizing: { template: '/wps/img-resized/{width}/{format}{path}', widths: [320, 750] },
    };
    const answers = async (input: RequestInfo | URL) =>
      String(input).endsWith(RUNTIME_CONFIG_PATH)
        ? Response.json({ ...CONFIG, ...resizing })
        : Response.json({ success: true, value: { banners: [{ url: '/wps/img/banner/1.webp' }] } });
    await startEarlyRequests('/m/home', answers);
    const srcset =
      '/wps/img-resized/320/webp/wps/img/banner/1.webp 320w, /wps/img-resized/750/webp/wps/img/banner/1.webp 750w';
    await vi.waitFor(() =>
      expect(
        [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
          link.getAttribute('href'),
          link.getAttribute('imagesrcset'),
          link.getAttribute('imagesizes'),
        ]),
      ).toEqual([['/wps/img/banner/1.webp', srcset, BANNER_SIZES]]),
    );
    const shellBanner = document.querySelector('.boot-preview__banner');
    expect([shellBanner?.getAttribute('srcset'), shellBanner?.getAttribute('sizes')]).toEqual([
      srcset,
      BANNER_SIZES,
    ]);
    document.body.innerHTML = '';
  });

  it("preloads the pictures of a game list's first row from its early first page", async () => {
    document.head.innerHTML = '';
    const icons = [
      '/wps/img/game/1.webp',
      'javascript:alert(1)',
      '/wps/img/game/3.webp',
      '/wps/img/game/4.webp',
    ];
    const answers = async (input: RequestInfo | URL) =>
      String(input).endsWith(RUNTIME_CONFIG_PATH)
        ? Response.json(CONFIG)
        : Response.json({ success: true, value: { games: icons.map((iconUrl) => ({ iconUrl })) } });
    await startEarlyRequests('/m/gameList?gameType=RNG', answers);
    await vi.waitFor(() =>
      expect(
        [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
          link.getAttribute('href'),
        ),
      ).toEqual(['/wps/img/game/1.webp', '/wps/img/game/3.webp']),
    );
    // Only home draws a picture in the loading shell.
    expect(document.querySelector('.boot-preview')).toBeNull();
  });
});
