import { parseRuntimeConfig } from '@wps-mobile/config';
import { afterEach, describe, expect, it } from 'vitest';
import { passkeysOffered } from './passkey-support';

const config = (passkeysEnabled?: boolean) =>
  parseRuntimeConfig({
    merchantCode: 'demo',
    trialMerchantCode: 'demo_trial',
    defaultImageCDN: 'https://img.example.com',
    brandName: 'Demo',
    ...(passkeysEnabled === undefined ? {} : { passkeysEnabled }),
  });

const withWebAuthn = () => {
  Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
};

afterEach(() => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

describe('passkeysOffered', () => {
  it('offers passkeys only when the merchant turned them on', () => {
    withWebAuthn();
    expect(passkeysOffered(config(true), { hostname: 'm.lucky.example' })).toBe(true);
    expect(passkeysOffered(config(false), { hostname: 'm.lucky.example' })).toBe(false);
    expect(passkeysOffered(config(), { hostname: 'm.lucky.example' })).toBe(false);
  });

  it('does not offer them in a browser without WebAuthn', () => {
    expect(passkeysOffered(config(true), { hostname: 'm.lucky.example' })).toBe(false);
  });

  it('does not offer them on an IP address, which no browser accepts as a relying party', () => {
    withWebAuthn();
    expect(passkeysOffered(config(true), { hostname: '127.0.0.1' })).toBe(false);
    expect(passkeysOffered(config(true), { hostname: '[::1]' })).toBe(false);
    expect(passkeysOffered(config(true), { hostname: 'localhost' })).toBe(true);
  });
});
