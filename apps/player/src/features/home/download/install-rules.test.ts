import type { DownloadResource } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { homeInstallPlan } from './install-rules';

const RESOURCES: DownloadResource[] = [
  { resourceType: 'IOS', url: 'https://dl.example/app.ipa' },
  { resourceType: 'Android', url: 'https://dl.example/app.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://dl.example/app.mobileconfig' },
];

// Real user agents of the devices the rules tell apart.
const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  iphone: (os: string, browser = 'Version/17.0 Mobile/15E148 Safari/604.1') =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${browser}`,
};
const { androidChrome: ANDROID_CHROME, desktopChrome: DESKTOP_CHROME, iphone } = UA;

const plan = (userAgent: string, extra: object = {}, resources = RESOURCES, webClip: string | null = null) =>
  homeInstallPlan({ userAgent, maxTouchPoints: 5, ...extra }, resources, webClip);

describe('homeInstallPlan: links', () => {
  it('offers both apps on a desktop and only the Android app on Android', () => {
    expect(plan(DESKTOP_CHROME).links).toEqual({
      android: 'https://dl.example/app.apk',
      ios: 'https://dl.example/app.ipa',
    });
    expect(plan(ANDROID_CHROME).links).toEqual({ android: 'https://dl.example/app.apk' });
  });

  it('offers no download whose address the link rules refuse', () => {
    const hostile: DownloadResource[] = [
      { resourceType: 'IOS', url: 'javascript:alert(1)' },
      { resourceType: 'Android', url: '/\\evil.com/app.apk' },
    ];
    expect(plan(DESKTOP_CHROME, {}, hostile).links).toEqual({});
  });

  it('offers the iOS app and the profile on an iPhone, the profile only while WEBCLIP is not 1', () => {
    expect(plan(iphone('17_4')).links).toEqual({
      ios: 'https://dl.example/app.ipa',
      profile: 'https://dl.example/app.mobileconfig',
    });
    expect(plan(iphone('17_4'), {}, RESOURCES, '1').links).toEqual({ ios: 'https://dl.example/app.ipa' });
  });

  it('offers nothing in an installed web app, a PWA or the native app', () => {
    expect(plan(iphone('17_4'), { navigatorStandalone: true }).links).toEqual({});
    expect(plan(ANDROID_CHROME, { displayModeStandalone: true }).links).toEqual({});
    expect(plan(`${ANDROID_CHROME} WPSApp/2.1`).links).toEqual({});
  });

  it('ignores empty resource urls', () => {
    expect(plan(ANDROID_CHROME, {}, [{ resourceType: 'Android', url: '' }]).links).toEqual({});
  });
});

describe('homeInstallPlan: Safari notice', () => {
  it('asks iOS Chrome, Firefox and in-app browsers to use Safari', () => {
    expect(plan(iphone('17_4', 'CriOS/124.0 Mobile/15E148 Safari/604.1')).safariNotice).toBe(true);
    expect(plan(iphone('17_4', 'FxiOS/125.0 Mobile/15E148 Safari/605.1.15')).safariNotice).toBe(true);
    expect(plan(iphone('17_4', 'Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]')).safariNotice).toBe(true);
  });

  it('lets iOS Safari, Android and desktops download directly', () => {
    expect(plan(iphone('17_4')).safariNotice).toBe(false);
    expect(plan(ANDROID_CHROME).safariNotice).toBe(false);
    expect(plan(DESKTOP_CHROME).safariNotice).toBe(false);
  });
});

describe('homeInstallPlan: add-to-home-screen guide', () => {
  it('shows the install steps from iOS 12.4, with the profile button', () => {
    expect(plan(iphone('12_4')).guide).toEqual({
      steps: true,
      legacyTip: false,
      profile: 'https://dl.example/app.mobileconfig',
    });
    expect(plan(iphone('17_4')).guide?.steps).toBe(true);
  });

  it.each(['12_0', '12_1_4', '11_4', '10_3_3'])('shows the legacy tip on iOS %s', (os) => {
    expect(plan(iphone(os)).guide).toMatchObject({ steps: false, legacyTip: true });
  });

  it.each(['12_2', '12_3_1'])('has neither steps nor the legacy tip on iOS %s', (os) => {
    expect(plan(iphone(os)).guide).toEqual({
      steps: false,
      legacyTip: false,
      profile: 'https://dl.example/app.mobileconfig',
    });
    expect(plan(iphone(os), {}, RESOURCES, '1').guide).toBeUndefined();
  });

  it('leaves the profile button out without a profile link', () => {
    expect(plan(iphone('17_4'), {}, RESOURCES.slice(0, 2)).guide).toEqual({ steps: true, legacyTip: false });
  });

  it('is not shown outside iOS Safari or once installed', () => {
    expect(plan(iphone('17_4', 'CriOS/124.0 Mobile/15E148 Safari/604.1')).guide).toBeUndefined();
    expect(plan(ANDROID_CHROME).guide).toBeUndefined();
    expect(plan(DESKTOP_CHROME).guide).toBeUndefined();
    expect(plan(iphone('17_4'), { navigatorStandalone: true }).guide).toBeUndefined();
  });
});
