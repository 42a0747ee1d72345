import { readFile } from 'node:fs/promises';
import { parseRuntimeConfig } from '@wps-mobile/config';
import { DEMO_SITE_ORIGIN } from '../db/seed/demo-site-settings';

export { DEMO_SITE_ORIGIN };

/**
 * The origin the links members share (referral and affiliate links) are built on: the runtime config's
 * `siteOrigin`, undefined when it names none. Never a request's `Host`, which the client (or a proxy passing it
 * on) writes.
 */
export type SiteOrigin = () => Promise<string | undefined>;

/** The `siteOrigin` of a runtime config file, read on every call so a changed file counts at once. */
export function siteOriginOfConfigFile(file: () => Promise<string | undefined>): SiteOrigin {
  return async () => {
    const path = await file();
    if (!path) return undefined;
    try {
      return parseRuntimeConfig(JSON.parse(await readFile(path, 'utf8'))).siteOrigin;
    } catch {
      // A missing or broken config is the page's problem to report; the links fall back to the demo's site.
      return undefined;
    }
  };
}

/** The site origin in force: the config's, else the demo merchant's. */
export async function siteOriginOr(siteOrigin: SiteOrigin | undefined): Promise<string> {
  return (await siteOrigin?.()) ?? DEMO_SITE_ORIGIN;
}
