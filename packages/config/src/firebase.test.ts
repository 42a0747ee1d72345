import { describe, expect, it } from 'vitest';
import { firebasePhoneNumber, firebaseSignIn } from './firebase';
import { parseRuntimeConfig } from './runtime-config';

const valid = {
  merchantCode: 'demo',
  trialMerchantCode: 'demo_trial',
  defaultImageCDN: 'https://img.example.com',
  brandName: 'Lucky Peso',
};
const web = {
  apiKey: 'AIzaDemo',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo-wps',
  appId: '1:2:web:3',
};

describe('firebase in the runtime config', () => {
  it('carries the web app config and the emulator address the file names', () => {
    const config = parseRuntimeConfig({
      ...valid,
      firebaseEnabled: true,
      firebase: web,
      firebaseAuthEmulatorUrl: 'http://127.0.0.1:9099/',
    });
    expect(firebaseSignIn(config)).toEqual({ web, authEmulatorUrl: 'http://127.0.0.1:9099' });
  });

  it('offers firebase sign-in only when it is switched on and the web app is named', () => {
    expect(firebaseSignIn(parseRuntimeConfig({ ...valid, firebase: web }))).toBeUndefined();
    expect(firebaseSignIn(parseRuntimeConfig({ ...valid, firebaseEnabled: true }))).toBeUndefined();
    expect(firebaseSignIn(parseRuntimeConfig({ ...valid, firebaseEnabled: true, firebase: web }))).toEqual({
      web,
    });
  });

  it('names what is wrong with a broken firebase block or emulator address', () => {
    expect(() => parseRuntimeConfig({ ...valid, firebase: { ...web, appId: undefined } })).toThrow(
      /firebase must hold .*check appId/,
    );
    expect(() => parseRuntimeConfig({ ...valid, firebase: { ...web, apiKey: '<script>' } })).toThrow(
      /apiKey/,
    );
    expect(() => parseRuntimeConfig({ ...valid, firebaseAuthEmulatorUrl: 'javascript:alert(1)' })).toThrow(
      /firebaseAuthEmulatorUrl/,
    );
  });
});

describe('firebasePhoneNumber', () => {
  it('writes a national number the way Firebase names it in a token', () => {
    expect(firebasePhoneNumber('63', '09171234567')).toBe('+639171234567');
    expect(firebasePhoneNumber('+63', '917 123 4567')).toBe('+639171234567');
  });
});
