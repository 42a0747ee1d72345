import type { RuntimeConfig } from '@wps-mobile/config';

// An IP address is never a valid WebAuthn relying party: browsers refuse a passkey ceremony on http://127.0.0.1
// (use http://localhost in development). IPv6 host names are bracketed, so any colon means an address.
const IP_ADDRESS = /^(\d{1,3}\.){3}\d{1,3}$|:/;

/**
 * Whether this page offers passkeys: the merchant turned them on, the browser has WebAuthn, and the page was
 * opened by a host name. Checked before the passkey code is loaded, so a page that cannot use it never fetches it.
 */
export function passkeysOffered(
  config: RuntimeConfig,
  location: Pick<Location, 'hostname'> = window.location,
): boolean {
  return (
    config.passkeysEnabled === true &&
    typeof window.PublicKeyCredential === 'function' &&
    !IP_ADDRESS.test(location.hostname)
  );
}
