import type { DeviceInfo } from './device';

export interface DownloadLinkInput {
  readonly android?: string;
  readonly ios?: string;
  /** The iOS configuration profile (`MOBILECONFIG`). */
  readonly profile?: string;
}

/**
 * Which download links to show (agent home and download pop-up): none in the app, a web clip or a PWA; the iOS
 * profile only on iOS while the `WEBCLIP` local flag is not '1'; Android unless on mobile iOS; the iOS app when not
 * on a phone or tablet, or on iOS.
 */
export function visibleDownloadLinks(
  device: DeviceInfo,
  links: DownloadLinkInput,
  webClipFlag: string | null,
): DownloadLinkInput {
  if (device.hidesDownloads) return {};
  const mobileIos = device.mobile && device.ios;
  return {
    ...(links.profile && webClipFlag !== '1' && device.ios ? { profile: links.profile } : {}),
    ...(links.android && !mobileIos ? { android: links.android } : {}),
    ...(links.ios && (!device.mobile || device.ios) ? { ios: links.ios } : {}),
  };
}

/** On iOS outside Safari, a download must first ask the user to switch to Safari. */
export function mustUseSafariForDownload(device: DeviceInfo): boolean {
  return device.ios && !device.safari;
}
