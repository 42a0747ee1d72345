import { CONSTANTS } from './constants';
import {
  iosAtLeast,
  isIosUserAgent,
  needsLegacyInstallTip,
  parseIosVersion,
  parseVersionText,
  type IosVersion,
} from './ios-version';

/** What device detection looks at; `readDeviceEnvironment` fills it from the browser. */
export interface DeviceEnvironment {
  readonly userAgent: string;
  readonly maxTouchPoints?: number;
  /** iOS `navigator.standalone`: started from a home-screen icon (web clip). */
  readonly navigatorStandalone?: boolean;
  /** `(display-mode: standalone)` matches: an installed progressive web app. */
  readonly displayModeStandalone?: boolean;
  /** User-agent markers the merchant's native app shell adds to its web view. */
  readonly nativeAppMarkers?: readonly string[];
}

/** How the site was opened, as the registration payload's `registerMethod` names it. */
export type LaunchMode = 'APP' | 'WEBCLIP' | 'PWA' | 'H5';

export interface DeviceInfo {
  readonly ios: boolean;
  readonly iosVersion: IosVersion | undefined;
  readonly android: boolean;
  /** Safari itself (on iOS: not Chrome, Firefox, Edge, Opera or an in-app browser). */
  readonly safari: boolean;
  readonly mobile: boolean;
  readonly nativeApp: boolean;
  /** Started from an iOS home-screen icon. */
  readonly installedWebApp: boolean;
  /** Running as an installed progressive web app. */
  readonly pwa: boolean;
  readonly launchMode: LaunchMode;
  /** The `Device` header value: OTHERS when running standalone (web clip or PWA). */
  readonly deviceHeader: 'OTHERS' | undefined;
  /** The download bar and download links are hidden in the app, a web clip and a PWA. */
  readonly hidesDownloads: boolean;
  /** Home-screen install is offered from iOS 12.4. */
  readonly canInstallWebApp: boolean;
  /** iOS 12 below 12.2, or 11 and lower: the guide shows its legacy tip. */
  readonly legacyInstallTip: boolean;
}

export const DEFAULT_NATIVE_APP_MARKERS = ['WPSApp'] as const;

const OTHER_IOS_BROWSERS = /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|YaBrowser|DuckDuckGo|GSA|Brave)\b/;
const IN_APP_BROWSERS = /\b(FBAN|FBAV|FB_IAB|Instagram|Line|MicroMessenger|Twitter|TikTok|Snapchat|wv)\b/;
const NON_SAFARI = /\b(Chrome|Chromium|CriOS|Android|Edg|OPR|Firefox|FxiOS|SamsungBrowser)\b/;

function detectSafari(ua: string, ios: boolean): boolean {
  if (!/\bSafari\//.test(ua) || IN_APP_BROWSERS.test(ua)) return false;
  if (ios) return !OTHER_IOS_BROWSERS.test(ua) && /\bVersion\//.test(ua);
  return !NON_SAFARI.test(ua);
}

/** Detects everything the spec's device rules need, from plain inputs (so every case is testable). */
export function detectDevice(env: DeviceEnvironment): DeviceInfo {
  const ua = env.userAgent;
  const touch = env.maxTouchPoints ?? 0;
  const ios = isIosUserAgent(ua, touch);
  const iosVersion = ios ? parseIosVersion(ua, touch) : undefined;
  const android = /\bAndroid\b/.test(ua);
  const markers = env.nativeAppMarkers ?? DEFAULT_NATIVE_APP_MARKERS;
  const nativeApp = markers.some((marker) => marker !== '' && ua.includes(marker));
  const installedWebApp = ios && env.navigatorStandalone === true;
  const pwa = !installedWebApp && env.displayModeStandalone === true;
  const launchMode: LaunchMode = nativeApp ? 'APP' : installedWebApp ? 'WEBCLIP' : pwa ? 'PWA' : 'H5';
  const minimum = parseVersionText(CONSTANTS.minimumIosForWebApp);
  return {
    ios,
    iosVersion,
    android,
    safari: detectSafari(ua, ios),
    mobile: ios || android || /\bMobi/.test(ua),
    nativeApp,
    installedWebApp,
    pwa,
    launchMode,
    deviceHeader: installedWebApp || pwa ? 'OTHERS' : undefined,
    hidesDownloads: launchMode !== 'H5',
    canInstallWebApp: iosVersion !== undefined && iosAtLeast(iosVersion, minimum),
    legacyInstallTip: iosVersion !== undefined && needsLegacyInstallTip(iosVersion),
  };
}

/** Reads the detection inputs from the running browser (safe to call where there is no window). */
export function readDeviceEnvironment(nativeAppMarkers?: readonly string[]): DeviceEnvironment {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  const standalone = globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return {
    userAgent: nav?.userAgent ?? '',
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    navigatorStandalone: nav?.standalone === true,
    displayModeStandalone: standalone,
    ...(nativeAppMarkers ? { nativeAppMarkers } : {}),
  };
}
