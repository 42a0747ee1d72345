import { describe, expect, it } from 'vitest';
import { detectDevice, readDeviceEnvironment } from './device';

const iphone = (os: string, browser = 'Version/12.0 Mobile/15E148 Safari/604.1') =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${browser}`;
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('iOS version rules', () => {
  it.each([
    ['11_4', { major: 11, minor: 4, patch: 0 }, true, false],
    ['10_3_3', { major: 10, minor: 3, patch: 3 }, true, false],
    ['12_0', { major: 12, minor: 0, patch: 0 }, true, false],
    ['12_1_4', { major: 12, minor: 1, patch: 4 }, true, false],
    ['12_2', { major: 12, minor: 2, patch: 0 }, false, false],
    ['12_3_1', { major: 12, minor: 3, patch: 1 }, false, false],
    ['12_4', { major: 12, minor: 4, patch: 0 }, false, true],
    ['12_4_1', { major: 12, minor: 4, patch: 1 }, false, true],
    ['17_5', { major: 17, minor: 5, patch: 0 }, false, true],
  ])('iOS %s: legacy tip %s / web-app install %s', (os, version, legacy, install) => {
    const device = detectDevice({ userAgent: iphone(os) });
    expect(device.iosVersion).toEqual(version);
    expect(device.legacyInstallTip).toBe(legacy);
    expect(device.canInstallWebApp).toBe(install);
    expect(device).toMatchObject({ ios: true, android: false, mobile: true });
  });

  it('reads iPadOS posing as a Mac from its touch screen and Safari version', () => {
    const ipad = detectDevice({ userAgent: MAC_SAFARI, maxTouchPoints: 5 });
    expect(ipad).toMatchObject({ ios: true, mobile: true, safari: true, canInstallWebApp: true });
    expect(ipad.iosVersion).toEqual({ major: 16, minor: 5, patch: 0 });
    const mac = detectDevice({ userAgent: MAC_SAFARI, maxTouchPoints: 0 });
    expect(mac).toMatchObject({ ios: false, mobile: false, safari: true, iosVersion: undefined });
  });
});

describe('browser and platform', () => {
  it.each([
    ['iOS Safari', iphone('16_6', 'Version/16.6 Mobile/15E148 Safari/604.1'), true],
    ['iOS Chrome', iphone('17_5', 'CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1'), false],
    ['iOS Firefox', iphone('17_5', 'FxiOS/127.0 Mobile/15E148 Safari/605.1.15'), false],
    ['iOS Facebook in-app', iphone('16_6', 'Mobile/15E148 [FBAN/FBIOS;FBAV/421.0.0.32.107]'), false],
    ['Android Chrome', ANDROID_CHROME, false],
    ['desktop Chrome', DESKTOP_CHROME, false],
  ])('%s is Safari: %s', (_name, userAgent, safari) => {
    expect(detectDevice({ userAgent }).safari).toBe(safari);
  });

  it('tells Android and mobile apart from the desktop', () => {
    expect(detectDevice({ userAgent: ANDROID_CHROME })).toMatchObject({
      android: true,
      ios: false,
      mobile: true,
    });
    expect(detectDevice({ userAgent: DESKTOP_CHROME })).toMatchObject({ android: false, mobile: false });
  });
});

describe('launch mode', () => {
  it('is H5 in a plain browser tab, with downloads shown and no Device header', () => {
    expect(detectDevice({ userAgent: ANDROID_CHROME })).toMatchObject({
      launchMode: 'H5',
      nativeApp: false,
      installedWebApp: false,
      pwa: false,
      hidesDownloads: false,
      deviceHeader: undefined,
    });
  });

  it('is APP inside the native shell (marker in the user agent)', () => {
    const device = detectDevice({ userAgent: `${ANDROID_CHROME} WPSApp/2.1` });
    expect(device).toMatchObject({ nativeApp: true, launchMode: 'APP', hidesDownloads: true });
    expect(
      detectDevice({ userAgent: `${ANDROID_CHROME} Shell/1`, nativeAppMarkers: ['Shell/'] }).nativeApp,
    ).toBe(true);
  });

  it('is WEBCLIP from an iOS home-screen icon, sending Device: OTHERS', () => {
    const device = detectDevice({ userAgent: iphone('16_6'), navigatorStandalone: true });
    expect(device).toMatchObject({ installedWebApp: true, pwa: false, launchMode: 'WEBCLIP' });
    expect(device.deviceHeader).toBe('OTHERS');
  });

  it('is PWA when installed as a standalone web app, sending Device: OTHERS', () => {
    const device = detectDevice({ userAgent: ANDROID_CHROME, displayModeStandalone: true });
    expect(device).toMatchObject({
      pwa: true,
      installedWebApp: false,
      launchMode: 'PWA',
      hidesDownloads: true,
    });
    expect(device.deviceHeader).toBe('OTHERS');
  });

  it('ignores navigator.standalone outside iOS', () => {
    expect(detectDevice({ userAgent: ANDROID_CHROME, navigatorStandalone: true }).installedWebApp).toBe(
      false,
    );
  });

  it('reads an empty environment without a window', () => {
    expect(readDeviceEnvironment().userAgent).toBeTypeOf('string');
  });
});
