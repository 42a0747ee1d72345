import { configureClient } from '@wps-mobile/api-client';
import { parseRuntimeConfig } from '@wps-mobile/config';
import type * as ReactDom from 'react-dom';
import { preload } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFirstLoads } from './start-loads';
import { BANNER_SIZES } from '../lib/images/picture-sizes';
import { startEarlyRequests } from '../lib/first-paint/early-requests';
import { firstPaintPlan } from '../lib/first-paint/first-paint-plan';
import { createStore } from '../lib/store/store';

vi.mock('react-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDom>();
  return { ...actual, preload: vi.fn(actual.preload) };
});

/** The demo merchant, without a resizing convention unless a test names one. */
const CONFIG = parseRuntimeConfig({
  merchantCode: 'demo',
  trialMerchantCode: 'demo_trial',
  imageCDNs: [],
  defaultImageCDN: 'https://img.example',
  brandName: 'Demo',
});

/** Home's announcements with nothing in them. */
const EMPTY_HOME = {
  banners: [],
  notices: [],
  popup: [],
  hotMatches: [],
  promotion: [],
  agent: [],
  footer: { unreadCount: 0 },
};

/** Home's announcements answer at once with these banners; every other call waits for ever. */
function answerHomeWith(banners: { id: number; url: string; link: string; title: string }[]): void {
  configureClient({
    apiBase: 'http://localhost/wps',
    merchantCode: 'demo',
    getLanguage: () => 'EN',
    fetch: (input) =>
      String(input instanceof Request ? input.url : input).includes('Announcements')
        ? Promise.resolve(Response.json({ success: true, value: { ...EMPTY_HOME, banners } }))
        : new Promise<Response>(() => {}),
  });
}

/** Records every call the client sends; none of them ever answers, like a very slow network. */
function recordCalls(): string[] {
  const urls: string[] = [];
  configureClient({
    apiBase: 'http://localhost/wps',
    merchantCode: 'demo',
    getLanguage: () => 'EN',
    fetch: (input) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return new Promise<Response>(() => {});
    },
  });
  return urls;
}

async function callsStartedFor(pathname: string): Promise<string[]> {
  const urls = recordCalls();
  void startFirstLoads(createStore(), CONFIG, pathname);
  await vi.waitFor(() => expect(urls.length).toBeGreaterThanOrEqual(3));
  // Give a third call the same chance to go out before judging that it did not.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return urls.map((url) => new URL(url).pathname);
}

/** The client's calls wait for the test, which answers each by its path. */
function answeredByHand(): Map<string, (response: Response) => void> {
  const answers = new Map<string, (response: Response) => void>();
  configureClient({
    apiBase: 'http://localhost/wps',
    merchantCode: 'demo',
    getLanguage: () => 'EN',
    fetch: (input) =>
      new Promise<Response>((resolve) => {
        answers.set(new URL(String(input instanceof Request ? input.url : input)).pathname, resolve);
      }),
  });
  return answers;
}

describe('startFirstLoads', () => {
  afterEach(() => sessionStorage.clear());

  it('asks for the start-up status, the settings, the flags and home announcements at once when the app opens on home', async () => {
    for (const pathname of ['/m/home', '/m', '/m/']) {
      const calls = await callsStartedFor(pathname);
      expect(calls).toEqual(
        expect.arrayContaining([
          '/wps/system/status',
          '/wps/system/settings/consolidated',
          '/wps/system/whitelabel',
          '/wps/relay/CCSFE_getListAnnouncements',
        ]),
      );
      expect(calls).toHaveLength(4);
    }
  });

  it('leaves home announcements alone on another screen, asks login for the trial and both forms for their rules', async () => {
    const calls = await callsStartedFor('/m/register');
    expect(calls.sort()).toEqual([
      '/wps/system/setting/register',
      '/wps/system/settings/consolidated',
      '/wps/system/status',
      '/wps/system/whitelabel',
    ]);
    expect((await callsStartedFor('/m/login')).sort()).toEqual([
      '/wps/member/trialuser',
      '/wps/system/setting/register',
      '/wps/system/settings/consolidated',
      '/wps/system/status',
      '/wps/system/whitelabel',
    ]);
    expect(await callsStartedFor('/m/gameList')).not.toContain('/wps/system/setting/register');
  });

  it('preloads the first banner with high priority as soon as home announcements name it', async () => {
    answerHomeWith([
      { id: 1, url: '/wps/img/banner/1.webp', link: '', title: 'Welcome' },
      { id: 2, url: '/wps/img/banner/2.webp', link: '', title: 'Sabong' },
    ]);
    void startFirstLoads(createStore(), CONFIG, '/m/home');
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
    );
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([
      ['/wps/img/banner/1.webp', 'high'],
    ]);
  });

  it('preloads the width of the first banner home will draw when the CDN can resize it', async () => {
    answerHomeWith([{ id: 1, url: '/wps/img/banner/1.webp', link: '', title: 'Welcome' }]);
    const resizing = { template: '/wps/img-resized/{width}/{format}{path}', widths: [320, 750] };
    void startFirstLoads(createStore(), { ...CONFIG, imageResizing: resizing }, '/m/home');
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][imagesrcset]')).not.toBeNull(),
    );
    const link = document.head.querySelector('link[rel="preload"][imagesrcset]');
    expect([link?.getAttribute('imagesrcset'), link?.getAttribute('imagesizes')]).toEqual([
      '/wps/img-resized/320/webp/wps/img/banner/1.webp 320w, /wps/img-resized/750/webp/wps/img/banner/1.webp 750w',
      BANNER_SIZES,
    ]);
  });

  it('makes the same calls, URLs and headers as the early script, so the app takes the early answers', async () => {
    for (const address of ['/m/home', '/m/login', '/m/register', '/m/gameList?gameType=RNG']) {
      const { pathname, search } = new URL(address, 'http://localhost');
      const early: [string, Record<string, string>][] = [];
      await startEarlyRequests(address, async (input, init) => {
        if (String(input).endsWith('config.json'))
          return Response.json({ merchantCode: 'demo', trialMerchantCode: 'demo_trial', apiBase: '/wps' });
        early.push([String(input), Object.fromEntries(new Headers(init?.headers).entries())]);
        return new Promise<Response>(() => {});
      });
      const client: [string, Record<string, string>][] = [];
      configureClient({
        apiBase: '/wps',
        merchantCode: 'demo',
        getLanguage: () => 'EN',
        fetch: (input, init) => {
          client.push([String(input), Object.fromEntries(new Headers(init?.headers).entries())]);
          return new Promise<Response>(() => {});
        },
      });
      void startFirstLoads(createStore(), CONFIG, pathname, search);
      await vi.waitFor(() => expect(client).toHaveLength(firstPaintPlan(pathname, search, 'EN').length));
      expect(early.sort()).toEqual(client.sort());
    }
  });

  it('resolves once the start-up calls and, on home, the announcements have answered, even when one failed', async () => {
    const answers = answeredByHand();
    let settled = false;
    void startFirstLoads(createStore(), CONFIG, '/m/home').then(() => (settled = true));
    await vi.waitFor(() => expect(answers.size).toBe(4));
    answers.get('/wps/system/status')?.(Response.json({ success: true, value: { mode: 0 } }));
    answers.get('/wps/system/whitelabel')?.(Response.json({ success: true, value: {} }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answers.get('/wps/system/settings/consolidated')?.(new Response('refused', { status: 403 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answers.get('/wps/relay/CCSFE_getListAnnouncements')?.(Response.json({ success: true, value: {} }));
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('on a game list opened on a category, resolves once its first page and vendors have answered too', async () => {
    const answers = answeredByHand();
    let settled = false;
    void startFirstLoads(createStore(), CONFIG, '/m/gameList', '?gameType=RNG').then(() => (settled = true));
    await vi.waitFor(() => expect(answers.size).toBe(5));
    for (const path of ['/wps/system/status', '/wps/system/whitelabel', '/wps/system/settings/consolidated'])
      answers.get(path)?.(Response.json({ success: true, value: {} }));
    answers.get('/wps/relay/GCSGAME_getGameVendorList')?.(Response.json({ success: true, value: [] }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answers.get('/wps/relay/GCSGAME_gameList')?.(new Response('refused', { status: 403 }));
    await vi.waitFor(() => expect(settled).toBe(true));
    // Any other address of the list (a tab, a search) is the screen's own to ask for, as the early script does.
    expect(await callsStartedFor('/m/gameList')).toHaveLength(3);
  });

  it('leaves the banner to the early script when it asked for home announcements', async () => {
    const answer = Response.json({
      success: true,
      value: { banners: [{ id: 1, url: '/wps/img/banner/9.webp', link: '', title: 'Nine' }] },
    });
    await startEarlyRequests('/m/home', async (input) =>
      String(input).endsWith('config.json')
        ? Response.json({ merchantCode: 'demo', apiBase: '/wps' })
        : String(input).includes('Announcements')
          ? answer.clone()
          : new Promise<Response>(() => {}),
    );
    configureClient({
      apiBase: '/wps',
      merchantCode: 'demo',
      getLanguage: () => 'EN',
      fetch: (input) =>
        String(input).includes('Announcements') ? Promise.resolve(answer.clone()) : new Promise(() => {}),
    });
    vi.mocked(preload).mockClear();
    void startFirstLoads(createStore(), CONFIG, '/m/home');
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[href="/wps/img/banner/9.webp"]')).not.toBeNull(),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preload).not.toHaveBeenCalled();
  });
});
