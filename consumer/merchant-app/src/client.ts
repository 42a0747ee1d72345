import { configureClient, createWpsStore } from '@wps-mobile/api-client';
import { webCryptoCipher } from '@wps-mobile/session';

/** The merchant's client set-up: its own API base and code, sealed logins through Web Crypto. */
export function setUpClient(apiBase: string, language: () => string) {
  configureClient({
    apiBase,
    merchantCode: 'demo',
    getLanguage: language,
    cipher: webCryptoCipher(),
  });
  return createWpsStore();
}
