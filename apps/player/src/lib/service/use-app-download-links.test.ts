import { detectDevice } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { appDownloadsFor } from './use-app-download-links';

const RESOURCES = [
  { resourceType: 'IOS', url: 'https://download.luckypeso.example/ios/app.ipa' },
  { resourceType: 'Android', url: 'https://download.luckypeso.example/android/app.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://download.luckypeso.example/ios/app.mobileconfig' },
];
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('app downloads of the side menu', () => {
  it('offers an Android phone the Android app only', () => {
    const downloads = appDownloadsFor(RESOURCES, detectDevice({ userAgent: ANDROID }));
    expect(downloads.links).toEqual({ android: 'https://download.luckypeso.example/android/app.apk' });
    expect(downloads).toMatchObject({ any: true, safariFirst: false });
  });

  it('offers an iPhone the iOS app and profile, and asks for Safari outside it', () => {
    const safari = appDownloadsFor(RESOURCES, detectDevice({ userAgent: IPHONE_SAFARI }));
    expect(Object.keys(safari.links).sort()).toEqual(['ios', 'profile']);
    expect(safari.safariFirst).toBe(false);
    expect(appDownloadsFor(RESOURCES, detectDevice({ userAgent: IPHONE_CHROME })).safariFirst).toBe(true);
  });

  it('offers nothing inside an installed web app, or for addresses the link rules refuse', () => {
    const installed = detectDevice({ userAgent: ANDROID, displayModeStandalone: true });
    expect(appDownloadsFor(RESOURCES, installed).any).toBe(false);
    const tricky = [{ resourceType: 'Android', url: 'javascript:alert(1)' }];
    expect(appDownloadsFor(tricky, detectDevice({ userAgent: ANDROID })).any).toBe(false);
  });
});
