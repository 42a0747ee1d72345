import { describe, expect, it } from 'vitest';
import { detectDevice } from './device';
import { mustUseSafariForDownload, visibleDownloadLinks } from './download-links';

const links = { android: 'a.apk', ios: 'ios-app', profile: 'p.mobileconfig' };
const IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const IOS_CHROME = IOS.replace('Version/16.6', 'CriOS/126.0');
const ANDROID =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('visible download links', () => {
  it('shows the profile and iOS app on iOS, but not Android', () => {
    expect(visibleDownloadLinks(detectDevice({ userAgent: IOS }), links, null)).toEqual({
      profile: 'p.mobileconfig',
      ios: 'ios-app',
    });
  });

  it('hides the profile once the WEBCLIP flag is 1', () => {
    expect(visibleDownloadLinks(detectDevice({ userAgent: IOS }), links, '1')).toEqual({ ios: 'ios-app' });
  });

  it('shows Android only on Android, and everything but the profile on a desktop', () => {
    expect(visibleDownloadLinks(detectDevice({ userAgent: ANDROID }), links, null)).toEqual({
      android: 'a.apk',
    });
    expect(visibleDownloadLinks(detectDevice({ userAgent: DESKTOP }), links, null)).toEqual({
      android: 'a.apk',
      ios: 'ios-app',
    });
  });

  it('shows none in the native app, a web clip or a PWA', () => {
    for (const env of [
      { userAgent: `${ANDROID} WPSApp/1` },
      { userAgent: IOS, navigatorStandalone: true },
      { userAgent: ANDROID, displayModeStandalone: true },
    ]) {
      expect(visibleDownloadLinks(detectDevice(env), links, null)).toEqual({});
    }
  });

  it('asks for Safari on iOS outside Safari only', () => {
    expect(mustUseSafariForDownload(detectDevice({ userAgent: IOS_CHROME }))).toBe(true);
    expect(mustUseSafariForDownload(detectDevice({ userAgent: IOS }))).toBe(false);
    expect(mustUseSafariForDownload(detectDevice({ userAgent: ANDROID }))).toBe(false);
  });
});
