import { describe, expect, it } from 'vitest';
import { gameIconBase } from './image-cdn';
import { loadRuntimeConfig, parseRuntimeConfig, pickImageCDN, RuntimeConfigError } from './runtime-config';

const valid = {
  merchantCode: 'demo',
  trialMerchantCode: 'demo_trial',
  imageCDNs: ['https://a.example', 'https://b.example'],
  defaultImageCDN: 'https://img.example',
  brandName: 'Demo Bet',
};

describe('parseRuntimeConfig', () => {
  it('accepts a valid file and defaults the API base to /wps', () => {
    const config = parseRuntimeConfig(valid);
    expect(config.apiBase).toBe('/wps');
    expect(config.brandName).toBe('Demo Bet');
  });

  it('lists every problem of a broken file', () => {
    try {
      parseRuntimeConfig({ ...valid, merchantCode: '', imageCDNs: ['ftp://x'], brandName: 3 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RuntimeConfigError);
      const problems = (error as RuntimeConfigError).problems.join('\n');
      expect(problems).toMatch(/merchantCode/);
      expect(problems).toMatch(/imageCDNs/);
      expect(problems).toMatch(/brandName/);
    }
  });

  it('turns the firebase service on only when the file says true', () => {
    expect(parseRuntimeConfig(valid).appIcons).toBeUndefined();
    const icon = { src: '/m/brand/icon-512.png', sizes: '512x512', type: 'image/png' };
    expect(parseRuntimeConfig({ ...valid, appIcons: [icon] }).appIcons).toEqual([icon]);
    expect(() => parseRuntimeConfig({ ...valid, appIcons: [{ ...icon, src: 'javascript:x' }] })).toThrow(
      /appIcons/,
    );
    expect(() => parseRuntimeConfig({ ...valid, appIcons: [{ ...icon, type: 'image/svg+xml' }] })).toThrow(
      /appIcons/,
    );
    expect(() => parseRuntimeConfig({ ...valid, appIcons: [{ ...icon, src: '//evil.test/i.png' }] })).toThrow(
      /appIcons/,
    );
    expect(parseRuntimeConfig(valid).firebaseEnabled).toBeUndefined();
    expect(parseRuntimeConfig({ ...valid, firebaseEnabled: true }).firebaseEnabled).toBe(true);
    expect(() => parseRuntimeConfig({ ...valid, firebaseEnabled: 'yes' })).toThrow(/firebaseEnabled/);
  });

  it('offers passkeys only to a merchant that turns them on', () => {
    expect(parseRuntimeConfig(valid).passkeysEnabled).toBeUndefined();
    expect(parseRuntimeConfig({ ...valid, passkeysEnabled: false }).passkeysEnabled).toBeUndefined();
    expect(parseRuntimeConfig({ ...valid, passkeysEnabled: true }).passkeysEnabled).toBe(true);
    expect(() => parseRuntimeConfig({ ...valid, passkeysEnabled: 'yes' })).toThrow(/passkeysEnabled/);
  });

  it('reads the site origin the merchant serves its pages from, as an origin alone', () => {
    expect(parseRuntimeConfig(valid).siteOrigin).toBeUndefined();
    expect(parseRuntimeConfig({ ...valid, siteOrigin: 'https://m.luckypeso.example' }).siteOrigin).toBe(
      'https://m.luckypeso.example',
    );
    for (const siteOrigin of ['m.luckypeso.example', 'https://m.luckypeso.example/m/', 'javascript:x', 7])
      expect(() => parseRuntimeConfig({ ...valid, siteOrigin })).toThrow(/siteOrigin/);
  });

  it('keeps the service-path key only when it is the base64 of 32 bytes', () => {
    const key = btoa(String.fromCharCode(...new Uint8Array(32).map((_, i) => i * 7)));
    expect(parseRuntimeConfig(valid).servicePathKey).toBeUndefined();
    expect(parseRuntimeConfig({ ...valid, servicePathKey: key }).servicePathKey).toBe(key);
    const sixteenBytes = btoa('0123456789abcdef');
    const notBase64 = `${key.slice(0, 42)}!=`;
    const loosePadding = `${key.slice(0, 42)}B=`;
    for (const servicePathKey of [sixteenBytes, notBase64, loosePadding, `${key} `, '', 32])
      expect(() => parseRuntimeConfig({ ...valid, servicePathKey })).toThrow(/servicePathKey/);
  });

  it('sends field data only when the file names a beacon URL and a sampling rate above 0', () => {
    expect(parseRuntimeConfig(valid).fieldData).toBeUndefined();
    for (const fieldData of [
      { beaconUrl: '/wps/ext/vitals/beacon', sampleRate: 1 },
      { beaconUrl: 'https://rum.example/beacon', sampleRate: 0.05 },
    ])
      expect(parseRuntimeConfig({ ...valid, fieldData }).fieldData).toEqual(fieldData);
    expect(
      parseRuntimeConfig({ ...valid, fieldData: { beaconUrl: '/b', sampleRate: 0 } }).fieldData,
    ).toBeUndefined();
  });

  it('refuses field data without a URL of the site or the web, or without a rate from 0 to 1', () => {
    const refused = [
      ...['//evil.example/b', '/\\evil.example', 'javascript:alert(1)', 'beacon', 7, undefined].map(
        (beaconUrl) => ({ beaconUrl, sampleRate: 1 }),
      ),
      ...[-0.1, 1.5, '1', Number.NaN, null, undefined].map((sampleRate) => ({ beaconUrl: '/b', sampleRate })),
      'on',
      null,
    ];
    for (const fieldData of refused)
      expect(() => parseRuntimeConfig({ ...valid, fieldData }), JSON.stringify(fieldData)).toThrow(
        /fieldData needs a beaconUrl/,
      );
  });

  it('formats money in the currency the file names, pesos when it names none', () => {
    expect(parseRuntimeConfig(valid).currency).toBe('PHP');
    expect(parseRuntimeConfig({ ...valid, currency: 'USD' }).currency).toBe('USD');
    for (const currency of ['usd', 'PESO', 12, '']) {
      expect(() => parseRuntimeConfig({ ...valid, currency })).toThrow(/currency must be an ISO 4217 code/);
    }
  });

  it('rejects colours that could smuggle CSS', () => {
    expect(() =>
      parseRuntimeConfig({ ...valid, brandColors: { primary: 'red;}body{display:none' } }),
    ).toThrow(/brandColors/);
    expect(parseRuntimeConfig({ ...valid, brandColors: { primary: '#c81d25' } }).brandColors).toEqual({
      primary: '#c81d25',
    });
  });

  it('reads the merchant dark-theme colours under the same rules', () => {
    expect(() =>
      parseRuntimeConfig({ ...valid, brandColorsDark: { primary: 'url(https://x.example/)' } }),
    ).toThrow(/brandColorsDark/);
    expect(() => parseRuntimeConfig({ ...valid, brandColorsDark: ['#fff'] })).toThrow(/brandColorsDark/);
    const config = parseRuntimeConfig({ ...valid, brandColorsDark: { primary: '#ff6b74' } });
    expect(config.brandColorsDark).toEqual({ primary: '#ff6b74' });
    expect(parseRuntimeConfig(valid).brandColorsDark).toBeUndefined();
  });

  it('rejects something that is not an object', () => {
    expect(() => parseRuntimeConfig([1, 2])).toThrow(RuntimeConfigError);
  });
});

describe('loadRuntimeConfig', () => {
  it('explains an HTTP failure and invalid JSON', async () => {
    const notFound = async () => new Response('nope', { status: 404 });
    await expect(loadRuntimeConfig('/m/config.json', notFound)).rejects.toThrow(/HTTP 404/);
    const garbage = async () => new Response('{oops', { status: 200 });
    await expect(loadRuntimeConfig('/m/config.json', garbage)).rejects.toThrow(/not valid JSON/);
  });

  it('explains a network failure', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadRuntimeConfig('/m/config.json', offline)).rejects.toThrow(/could not be fetched/);
  });
});

describe('image CDN', () => {
  it('picks from the list at random and falls back to the default', () => {
    const config = parseRuntimeConfig(valid);
    expect(pickImageCDN(config, () => 0.99)).toBe('https://b.example');
    expect(pickImageCDN(config, () => 0)).toBe('https://a.example');
    expect(pickImageCDN(parseRuntimeConfig({ ...valid, imageCDNs: [] }))).toBe('https://img.example');
  });

  it('builds the game icon path with the upper-cased merchant name', () => {
    expect(gameIconBase(parseRuntimeConfig(valid), 'https://a.example/')).toBe('https://a.example/DEMO');
  });
});
