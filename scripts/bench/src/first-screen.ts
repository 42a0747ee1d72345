import { devices, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
import {
  assetKind,
  brotliFileSize,
  brotliSize,
  toKb,
  urlPathToFile,
  type Mount,
  type SizeSum,
} from './bundle-size';
import { launchChromium } from './chromium';
import { leaveOpenPages } from './field-data';

export interface FirstScreenResult {
  readonly url: string;
  /** Where the page ended up (a route may redirect, e.g. to login). */
  readonly finalUrl: string;
  readonly js: SizeSum;
  readonly css: SizeSum;
  /** JS/CSS responses that did not map to a built file; their bodies were compressed instead. */
  readonly unmapped: readonly string[];
  /** Requests to other origins, which were blocked (the benchmark runs offline). */
  readonly blockedExternal: readonly string[];
}

export interface FirstScreenBrowser {
  /** `initScript` runs before the page's own scripts (a stored session). */
  measure(url: string, mounts: readonly Mount[], initScript?: string): Promise<FirstScreenResult>;
  close(): Promise<void>;
}

/** A phone-sized context close to Lighthouse's emulated device. */
const PHONE = devices['Moto G4'];

/** Opens Chromium once; each measurement runs in a fresh context (empty cache and storage). */
export async function openFirstScreenBrowser(): Promise<FirstScreenBrowser> {
  const browser: Browser = await launchChromium();
  return {
    async measure(url, mounts, initScript) {
      const origin = new URL(url).origin;
      const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
      const blockedExternal: string[] = [];
      await context.route('**/*', async (route) => {
        const requestUrl = route.request().url();
        if (
          requestUrl.startsWith('data:') ||
          requestUrl.startsWith('blob:') ||
          new URL(requestUrl).origin === origin
        ) {
          await route.continue();
        } else {
          blockedExternal.push(requestUrl);
          await route.abort('blockedbyclient');
        }
      });
      if (initScript) await context.addInitScript(initScript);
      const page = await context.newPage();
      const loaded: { url: string; kind: 'js' | 'css'; body: Promise<Buffer | undefined> }[] = [];
      page.on('response', (response) => {
        const request = response.request();
        const type = request.resourceType();
        const kind =
          type === 'script'
            ? 'js'
            : type === 'stylesheet'
              ? 'css'
              : assetKind(new URL(response.url()).pathname);
        if (kind !== 'js' && kind !== 'css') return;
        if (response.status() >= 400) return;
        loaded.push({ url: response.url(), kind, body: response.body().catch(() => undefined) });
      });
      try {
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForLoadState('networkidle', { timeout: 30_000 });
        // The route's content: something visible in the body once the app has rendered.
        await page.waitForFunction(() => (document.body?.innerText ?? '').trim().length > 0, undefined, {
          timeout: 15_000,
        });
        const finalUrl = page.url();
        const sums = {
          js: [] as { id: string; bytes: number }[],
          css: [] as { id: string; bytes: number }[],
        };
        const unmapped: string[] = [];
        const seen = new Set<string>();
        for (const item of loaded) {
          const parsed = new URL(item.url);
          if (parsed.origin !== origin) continue;
          const file = urlPathToFile(parsed.pathname, mounts);
          const id = file && existsSync(file) ? file : item.url;
          if (seen.has(id)) continue;
          seen.add(id);
          if (file && existsSync(file)) {
            sums[item.kind].push({ id: file, bytes: brotliFileSize(file) });
          } else {
            const body = await item.body;
            unmapped.push(item.url);
            sums[item.kind].push({ id: item.url, bytes: body ? brotliSize(body) : 0 });
          }
        }
        const sum = (list: { id: string; bytes: number }[]): SizeSum => {
          const bytes = list.reduce((total, entry) => total + entry.bytes, 0);
          return { bytes, kb: toKb(bytes), files: list.map((entry) => entry.id) };
        };
        return { url, finalUrl, js: sum(sums.js), css: sum(sums.css), unmapped, blockedExternal };
      } finally {
        // Leaving the page sends its field-data beacon, which `pnpm bench` reports at the end.
        await leaveOpenPages([context]);
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
