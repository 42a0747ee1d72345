import { RSA_OAEP_AES_GCM, type PayloadCipher } from '@wps-mobile/session';

/**
 * The payload cipher, loaded with the first call that seals a body (sign-in, registration, passwords, money):
 * none of a first screen's calls is sealed, so the cipher's code stays out of the start. A load that failed (the
 * connection dropped) is tried again with the next sealed call.
 */
export function lazyCipher(): PayloadCipher {
  let loading: Promise<PayloadCipher> | undefined;
  const load = () =>
    (loading ??= import('./webcrypto-cipher').then(
      ({ webCryptoCipher }) => webCryptoCipher(),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    scheme: RSA_OAEP_AES_GCM,
    encrypt: async (payload, key, context) => (await load()).encrypt(payload, key, context),
  };
}
