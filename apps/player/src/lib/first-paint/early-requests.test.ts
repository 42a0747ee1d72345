import {
  BOOT_MESSAGES_PATH,
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PATH,
  STORAGE_KEYS,
} from '@wps-mobile/config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_COPY_KEY, fetchWithEarlyAnswers, startEarlyRequests } from './early-requests';
import { CONFIG, network } from './early-requests-network';
import { BRAND_THEME_FILES_KEY, SCREEN_FILES_META } from './screen-files';

describe('early requests', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('sends nothing for a visitor with a session: its headers and parameters differ', async () => {
    sessionStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 't', merchantCode: 'demo_trial' }));
    const early = network();
    await startEarlyRequests('/m/home', early.fetchImpl);
    expect(early.sent).toEqual([]);
  });

  it('sends nothing in a new tab whose session is only on the device so far', async () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 't', merchantCode: 'demo' }));
    const early = network();
    await startEarlyRequests('/m/home', early.fetchImpl);
    expect(early.sent).toEqual([]);
  });

  it('answers the api-client from the early call once, then from the network', async () => {
    const early = network();
    await startEarlyRequests('/m/login', early.fetchImpl);
    const later = network();
    const fetchForClient = fetchWithEarlyAnswers(later.fetchImpl);
    const [first] = early.sent;
    if (!first) throw new Error('nothing was sent early');
    const init = { headers: first.headers };
    expect(await (await fetchForClient(first.url, init)).json()).toEqual({
      success: true,
      value: { path: new URL(first.url).pathname },
    });
    expect(later.sent).toEqual([]);
    await fetchForClient(first.url, init);
    expect(later.sent.map((s) => s.url)).toEqual([first.url]);
  });

  it('goes to the network when the headers differ, as they do after a language change', async () => {
    const early = network();
    await startEarlyRequests('/m/login', early.fetchImpl);
    const later = network();
    const [first] = early.sent;
    if (!first) throw new Error('nothing was sent early');
    await fetchWithEarlyAnswers(later.fetchImpl)(first.url, {
      headers: { ...first.headers, Language: 'TY' },
    });
    expect(later.sent).toHaveLength(1);
  });

  it('hands the app the config the early script read, once, even with a session', async () => {
    sessionStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 't' }));
    const early = network();
    await startEarlyRequests('/m/home', early.fetchImpl);
    const later = network();
    const fetchForApp = fetchWithEarlyAnswers(later.fetchImpl);
    expect(await (await fetchForApp(RUNTIME_CONFIG_PATH)).json()).toEqual(CONFIG);
    expect(later.sent).toEqual([]);
    await fetchForApp(RUNTIME_CONFIG_PATH);
    expect(later.configReads).toBe(1);
  });

  describe("the merchant's colours", () => {
    const preloaded = () =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    const BRANDED = { ...CONFIG, brandColors: { primary: '#b3121d' } };

    afterEach(() => {
      document.head.innerHTML = '';
    });

    function nameBrandThemeFiles() {
      const meta = document.createElement('meta');
      meta.name = SCREEN_FILES_META;
      meta.content = JSON.stringify({ [BRAND_THEME_FILES_KEY]: ['assets/apply-brand-theme-a1.js'] });
      meta.setAttribute('data-base', '/m/');
      document.head.append(meta);
    }

    it('have their code asked for once the config names them, after the first calls', async () => {
      nameBrandThemeFiles();
      const early = network(Promise.resolve(), BRANDED);
      const start = startEarlyRequests('/m/home', early.fetchImpl);
      expect(preloaded()).toEqual([]);
      await start;
      expect(early.sent.length).toBeGreaterThan(0);
      expect(preloaded()).toEqual(['/m/assets/apply-brand-theme-a1.js']);
    });

    it('have their code asked for with a session too, when no call goes early', async () => {
      nameBrandThemeFiles();
      sessionStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 't' }));
      const early = network(Promise.resolve(), { ...CONFIG, brandColorsDark: { primary: '#f2b233' } });
      await startEarlyRequests('/m/login', early.fetchImpl);
      expect(early.sent).toEqual([]);
      expect(preloaded()).toEqual(['/m/assets/apply-brand-theme-a1.js']);
    });

    it('include the logo, asked for first on the screens it leads, and only from a web address', async () => {
      const logos = () =>
        [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
          link.getAttribute('href'),
          link.getAttribute('fetchpriority'),
        ]);
      await startEarlyRequests(
        '/m/login',
        network(Promise.resolve(), { ...CONFIG, brandLogo: '/wps/logo.svg' }).fetchImpl,
      );
      expect(logos()).toEqual([['/wps/logo.svg', 'high']]);
      // Each visit on a device of its own: none goes by the config the one before kept.
      document.head.innerHTML = '';
      localStorage.clear();
      await startEarlyRequests(
        '/m/home',
        network(Promise.resolve(), { ...CONFIG, brandLogo: '/wps/logo.svg' }).fetchImpl,
      );
      expect(logos()).toEqual([['/wps/logo.svg', null]]);
      document.head.innerHTML = '';
      localStorage.clear();
      await startEarlyRequests(
        '/m/login',
        network(Promise.resolve(), { ...CONFIG, brandLogo: 'javascript:alert(1)' }).fetchImpl,
      );
      expect(logos()).toEqual([]);
    });

    it('cost a merchant without colours nothing', async () => {
      nameBrandThemeFiles();
      await startEarlyRequests('/m/home', network().fetchImpl);
      expect(preloaded()).toEqual([]);
    });
  });

  it('reads the runtime config the page carries instead of fetching config.json', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = RUNTIME_CONFIG_ELEMENT_ID;
    element.textContent = JSON.stringify({ ...CONFIG, merchantCode: 'inline' });
    document.head.append(element);
    try {
      const early = network();
      await startEarlyRequests('/m/home', early.fetchImpl);
      expect(early.configReads).toBe(0);
      expect(early.sent.map((s) => s.headers.merchant)).toEqual(['inline', 'inline', 'inline', 'inline']);
      const later = network();
      const config = await (await fetchWithEarlyAnswers(later.fetchImpl)(RUNTIME_CONFIG_PATH)).json();
      expect(config).toEqual({ ...CONFIG, merchantCode: 'inline' });
      expect(later.configReads).toBe(0);
      // Kept for a page that carries none (the worker's).
      expect(JSON.parse(localStorage.getItem(CONFIG_COPY_KEY) ?? '{}')).toEqual({
        ...CONFIG,
        merchantCode: 'inline',
      });
    } finally {
      element.remove();
    }
  });

  it("answers the app's own copy of this module: the inlined script is another copy", async () => {
    const early = network();
    await startEarlyRequests('/m/login', early.fetchImpl);
    vi.resetModules();
    const appCopy = await import('./early-requests');
    const later = network();
    const [first] = early.sent;
    if (!first) throw new Error('nothing was sent early');
    await appCopy.fetchWithEarlyAnswers(later.fetchImpl)(first.url, { headers: first.headers });
    expect(later.sent).toEqual([]);
    expect(appCopy.sentHomeAnnouncements()).toBe(false);
  });

  it.each([
    ['gets no answer', 'No Internet', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['is failed by the service', 'Service down', async () => new Response('', { status: 503 })],
  ])('says in the loading shell at once when the status call %s', async (_, said, statusAnswer) => {
    document.body.innerHTML = '<div id="root"><div class="boot-shell" role="status"></div></div>';
    localStorage.setItem(STORAGE_KEYS.language, 'AR');
    const answers = async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), window.location.href);
      if (pathname === RUNTIME_CONFIG_PATH) return Response.json(CONFIG);
      if (pathname === BOOT_MESSAGES_PATH)
        return Response.json({ EN: ['-', '-'], AR: ['No Internet', 'Service down'] });
      if (pathname === '/wps/system/status') return statusAnswer();
      return Response.json({ success: true, value: {} });
    };
    await startEarlyRequests('/m/home', answers);
    await vi.waitFor(() => expect(document.querySelector('.boot-shell p')?.textContent).toBe(said));
    document.body.innerHTML = '';
  });

  it('says nothing in the loading shell when the status call answers, even with a failed envelope', async () => {
    document.body.innerHTML = '<div id="root"><div class="boot-shell" role="status"></div></div>';
    const asked: string[] = [];
    const answers = async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), window.location.href);
      asked.push(pathname);
      if (pathname === RUNTIME_CONFIG_PATH) return Response.json(CONFIG);
      return Response.json({ success: false, errorCode: 'X', message: 'no' }, { status: 400 });
    };
    await startEarlyRequests('/m/home', answers);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).not.toContain(BOOT_MESSAGES_PATH);
    expect(document.querySelector('.boot-shell p')).toBeNull();
    document.body.innerHTML = '';
  });

  it('leaves no failed early call unhandled, whether or not the app asks for it again', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // Every data call fails before any answer, as with the connection gone; the config is in the page.
      await startEarlyRequests('/m/gameList?gameType=RNG', async (input) => {
        if (String(input).endsWith(RUNTIME_CONFIG_PATH)) return Response.json(CONFIG);
        throw new TypeError('Failed to fetch');
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
