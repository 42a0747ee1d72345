import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps, loginToken } from '../../testing/wps-client';

let h: ApiHarness;
let token: string;
beforeAll(async () => {
  h = await createApiHarness();
  token = await loginToken(h.api);
});
afterAll(() => h.db.close());

/** Every `/wps/img/...` string anywhere in a JSON answer. */
function imageUrlsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/wps/img/')) found.add(value);
  else if (Array.isArray(value)) value.forEach((item) => imageUrlsIn(item, found));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => imageUrlsIn(item, found));
  return found;
}

describe('images', () => {
  it('serves every image the answers refer to, photographs as WebP and marks and game art as SVG, without a Merchant header', async () => {
    const answers = await Promise.all(
      [
        [WPS_CALLS.gameVendorList, {}],
        [WPS_CALLS.gameList, { gameType: 'RNG', pageSize: 100 }],
        [WPS_CALLS.hotGames, {}],
        [WPS_CALLS.hotMatches, {}],
        [WPS_CALLS.announcements, { types: 'B,PR,H', groupName: 'm_home' }],
        [WPS_CALLS.bannerList, { groupName: 'm_game' }],
        [WPS_CALLS.popularCategories, {}],
        [WPS_CALLS.promotionList, {}],
        [WPS_CALLS.depositMethods, {}],
        [WPS_CALLS.memberIcon, {}],
        [WPS_CALLS.winnerBoard, {}],
      ].map(([call, input]) => callWps(h.api, call as never, input as never, { token })),
    );
    const urls = imageUrlsIn(answers.map((a) => a.body.value));
    expect(urls.size).toBeGreaterThan(150);
    for (const kind of ['game', 'vendor', 'banner', 'team', 'category', 'promo', 'deposit', 'icon'])
      expect([...urls].some((url) => url.startsWith(`/wps/img/${kind}/`))).toBe(true);
    for (const url of urls) {
      const res = await h.api.request(url);
      const raster = /^\/wps\/img\/(banner|promo|icon)\//.test(url);
      expect([url, res.status, res.headers.get('content-type')]).toEqual([
        url,
        200,
        raster ? 'image/webp' : 'image/svg+xml; charset=utf-8',
      ]);
      if (raster) {
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
      } else {
        expect(await res.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      }
    }
  });

  it('draws each game its own art from its name, vendor and colour, the same every time', async () => {
    const first = await (await h.api.request('/wps/img/game/10064.svg')).text();
    const again = await (await h.api.request('/wps/img/game/10064.svg')).text();
    const other = await (await h.api.request('/wps/img/game/10065.svg')).text();
    expect(first).toBe(again);
    expect(other).not.toBe(first);
    const fills = (svg: string) => /stop-color="([^"]+)"/.exec(svg)?.[1];
    expect(fills(other)).not.toBe(fills(first));
    const games = await callWps(h.api, WPS_CALLS.gameList, { gameType: 'RNG', pageSize: 2 }, { token });
    const [game] = (games.body.value as { games: { nodeId: string; gameName: string }[] }).games;
    const art = await (await h.api.request(`/wps/img/game/${game?.nodeId ?? ''}.svg`)).text();
    expect(art).toContain(`aria-label="${game?.gameName ?? ''}"`);
  });

  it('serves the demo brand: a logo, its square mark and PNG home-screen icons', async () => {
    expect(await (await h.api.request('/wps/img/brand/logo.svg')).text()).toContain(
      'aria-label="Lucky Peso"',
    );
    expect((await h.api.request('/wps/img/brand/icon.svg')).status).toBe(200);
    for (const size of [192, 512]) {
      const res = await h.api.request(`/wps/img/brand/icon-${size}.png`);
      expect(res.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await res.arrayBuffer());
      const view = new DataView(bytes.buffer);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([size, size]);
    }
    expect((await h.api.request('/wps/img/brand/icon-100.png')).status).toBe(404);
  });

  it('sends banners and game icons at the weight a real CDN sends', async () => {
    const banner = await (await h.api.request('/wps/img/banner/1.webp')).arrayBuffer();
    const icon = await (await h.api.request('/wps/img/game/10064.webp')).arrayBuffer();
    expect(banner.byteLength).toBeGreaterThan(60 * 1024);
    expect(banner.byteLength).toBeLessThan(150 * 1024);
    expect(icon.byteLength).toBeGreaterThan(10 * 1024);
    expect(icon.byteLength).toBeLessThan(20 * 1024);
    const again = await (await h.api.request('/wps/img/game/10064.webp')).arrayBuffer();
    expect(Buffer.from(again).equals(Buffer.from(icon))).toBe(true);
  });

  it('draws the same picture for the same name and escapes names', async () => {
    const first = await (await h.api.request('/wps/img/team/A%26B%20%3Cteam%3E.svg')).text();
    const again = await (await h.api.request('/wps/img/team/A%26B%20%3Cteam%3E.svg')).text();
    expect(first).toBe(again);
    expect(first).not.toContain('<team>');
    expect(first).toContain('>A&lt;</text>');
  });

  it('answers 404 for unknown kinds, games and files', async () => {
    for (const url of [
      '/wps/img/cat/x.svg',
      '/wps/img/game/99999999.svg',
      '/wps/img/game/99999999.webp',
      '/wps/img/vendor/JL.webp',
      '/wps/img/game/10001.png',
    ])
      expect((await h.api.request(url)).status).toBe(404);
  });
});

describe('pictures at the widths the resizing convention offers', () => {
  const resized = (width: number, format: string, picture: string) =>
    h.api.request(`/wps/img-resized/${width}/${format}${picture}`);

  it('re-encodes a banner at the width asked for, in WebP or AVIF, smaller than the original', async () => {
    const original = await (await h.api.request('/wps/img/banner/2.webp')).arrayBuffer();
    for (const [format, sharpName] of [
      ['webp', 'webp'],
      ['avif', 'heif'],
    ] as const) {
      const res = await resized(480, format, '/wps/img/banner/2.webp');
      expect([res.status, res.headers.get('content-type')]).toEqual([200, `image/${format}`]);
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([sharpName, 480, 192]);
      expect(bytes.byteLength).toBeLessThan(original.byteLength / 2);
    }
  });

  it('never enlarges a picture narrower than the width asked for', async () => {
    const res = await resized(1280, 'webp', '/wps/img/game/10064.webp');
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(240);
  });

  it('makes each variant once and serves it again from its cache', async () => {
    const first = await resized(320, 'webp', '/wps/img/banner/3.webp');
    const again = await resized(320, 'webp', '/wps/img/banner/3.webp');
    const otherWidth = await resized(640, 'webp', '/wps/img/banner/3.webp');
    expect([first, again, otherWidth].map((res) => res.headers.get('x-resized-cache'))).toEqual([
      'miss',
      'hit',
      'miss',
    ]);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  });

  it('draws a drawing at the width asked for, in the format asked for, even wider than it is drawn', async () => {
    // The vendor's drawing is 120 px wide; a game's 200 px.
    for (const [width, format, picture, sharpName, height] of [
      [320, 'webp', '/wps/img/vendor/JL.svg', 'webp', 160],
      [160, 'avif', '/wps/img/game/10064.svg', 'heif', 160],
    ] as const) {
      const res = await resized(width, format, picture);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, `image/${format}`]);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([sharpName, width, height]);
    }
    // The plain address still sends the drawing itself.
    const plain = await h.api.request('/wps/img/vendor/JL.svg');
    expect(plain.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  });

  it('keeps a drawing drawn at one width for the next request', async () => {
    const first = await resized(240, 'webp', '/wps/img/team/Ginebra.svg');
    const again = await resized(240, 'webp', '/wps/img/team/Ginebra.svg');
    expect([first, again].map((res) => res.headers.get('x-resized-cache'))).toEqual(['miss', 'hit']);
  });

  it('refuses widths and formats it does not offer', async () => {
    for (const [width, format] of [
      [333, 'webp'],
      [0, 'webp'],
      [100000, 'webp'],
      [320, 'gif'],
      [320, 'png'],
    ] as const)
      expect((await resized(width, format, '/wps/img/banner/1.webp')).status).toBe(400);
  });

  it('refuses anything but the sandbox’s own pictures', async () => {
    for (const picture of [
      '/wps/system/status',
      '/wps/img/banner',
      '/wps/img/banner/1.webp/extra',
      '/wps/img/%2e%2e/%2e%2e%2fpackage.json',
      '/wps/img/game/99999999.webp',
      '/etc/passwd',
    ])
      expect([picture, (await resized(320, 'webp', picture)).status]).toEqual([picture, 404]);
  });
});

describe('demo game page', () => {
  it('opens what launchGame answers, with a way back into the app', async () => {
    const launch = await callWps(
      h.api,
      WPS_CALLS.launchGame,
      { category: 'RNG', vendor: 'JL', nodeId: '10064' },
      { token },
    );
    const res = await h.api.request(`${launch.body.value.url as string}&pageBack=home`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/m/home"');
    expect(html).toContain('/wps/img/game/10064.svg');
    expect(html).not.toMatch(/<script|style=/);
  });

  it('keeps the back link inside the site', async () => {
    const html = await (
      await h.api.request('/wps/demo/game?vendor=LOTT&pageBack=https://evil.example')
    ).text();
    expect(html).toContain('href="/m/home"');
    expect(html).not.toContain('evil.example');
  });
});
