import type { Page } from '@playwright/test';
import { fetchThrough } from './route-fetch';

const CONFIG_ELEMENT = /(<script[^>]*\bid="wps-runtime-config"[^>]*>)([\s\S]*?)(<\/script>)/;

/**
 * Serves the merchant's runtime config as `edit` returns it (its text, JSON or not). The gateway writes the
 * config into every page, and a page without it fetches `config.json`, so both are rewritten as the gateway
 * would: the page carries the edited config when it is JSON, and nothing when it is not.
 */
export async function serveRuntimeConfig(
  page: Page,
  edit: (config: Record<string, unknown>) => string,
): Promise<void> {
  const edited = (original: string) => edit(JSON.parse(original) as Record<string, unknown>);
  await page.route('**/m/config.json', async (route) => {
    const response = await fetchThrough(route);
    await route.fulfill({ response, body: edited(await response.text()) });
  });
  await page.route(
    (url) => url.pathname.startsWith('/m/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await fetchThrough(route);
      const html = await response.text();
      const original = CONFIG_ELEMENT.exec(html)?.[2] ?? '';
      let text = original ? edited(original) : '';
      try {
        JSON.parse(text);
      } catch {
        text = '';
      }
      const body = html.replace(
        CONFIG_ELEMENT,
        (_, open: string, _old: string, close: string) => `${open}${text.replace(/</g, '\\u003c')}${close}`,
      );
      await route.fulfill({ response, body });
    },
  );
}

/** Serves the runtime config with `changes` merged over the merchant's. */
export function withRuntimeConfig(page: Page, changes: Record<string, unknown>): Promise<void> {
  return serveRuntimeConfig(page, (config) => JSON.stringify({ ...config, ...changes }));
}
