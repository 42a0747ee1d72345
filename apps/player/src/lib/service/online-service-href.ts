// Loaded on its own (see use-online-service.ts): opening a sealed path needs WebCrypto code that no screen needs
// before its first render.
import { externalHref } from '@wps-mobile/app-shell';
import { ONLINE_SERVICE_PATH_TYPE } from '@wps-mobile/config';
import { readServicePath } from '@wps-mobile/session';

/**
 * The online customer-service link of the type-3 service path: a sealed path opened with the merchant's key, a
 * plain one as sent, then through the one server-URL link function (another site, http or https only). Undefined
 * when the path does not open (another key, altered, no key for a sealed one) or the link rules refuse it.
 */
export async function onlineServiceHref(
  path: string,
  key: string | undefined,
  origin = window.location.origin,
): Promise<string | undefined> {
  return externalHref(await readServicePath(path, ONLINE_SERVICE_PATH_TYPE, key), origin);
}
