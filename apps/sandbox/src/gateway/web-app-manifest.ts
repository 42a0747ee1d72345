import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRuntimeConfig, WEB_APP_FILES, webAppManifest } from '@wps-mobile/config';
import type { AppName, WebAppBrand } from '@wps-mobile/config';
import type { MiddlewareHandler } from 'hono';
import { CACHE_REVALIDATE } from './cache-policy';

const MANIFEST_APPS = new Map<string, AppName>(
  (Object.keys(WEB_APP_FILES) as AppName[]).map((app) => [WEB_APP_FILES[app].manifest, app]),
);

/** The merchant's name, colours and icons, or nothing when the runtime config is missing or invalid. */
async function readBrand(configFile: string): Promise<WebAppBrand> {
  try {
    return parseRuntimeConfig(JSON.parse(await readFile(configFile, 'utf8')));
  } catch {
    return {};
  }
}

/**
 * Answers both builds' `manifest.webmanifest` from the runtime config the apps read, so the installed app has
 * the merchant's name, colour and icons with no rebuild. (A static host serves the build's default manifest.)
 */
export function webAppManifests(options: {
  readonly playerDist: string;
  readonly runtimeConfigFile: string | undefined;
}): MiddlewareHandler {
  const configFile = path.resolve(options.runtimeConfigFile ?? path.join(options.playerDist, 'config.json'));
  return async (c, next) => {
    const app = MANIFEST_APPS.get(c.req.path);
    if (!app || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const manifest = webAppManifest(app, await readBrand(configFile));
    return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/manifest+json; charset=utf-8',
        'Cache-Control': CACHE_REVALIDATE,
      },
    });
  };
}
