import type { DownloadResource } from '@wps-mobile/api-client/contract';
import {
  detectDevice,
  mustUseSafariForDownload,
  visibleDownloadLinks,
  type DeviceEnvironment,
  type DownloadLinkInput,
} from '@wps-mobile/config';
import { serverHref } from '@wps-mobile/app-shell';

/** What the add-to-home-screen guide shows. */
export interface InstallGuidePlan {
  /** iOS 12.4 and later: the share-sheet steps of a web-app install. */
  readonly steps: boolean;
  /** iOS 12 below 12.2, or 11 and lower: the legacy tip instead. */
  readonly legacyTip: boolean;
  /** The configuration profile, offered as a download-profile button. */
  readonly profile?: string;
}

/** Everything home decides from the device and the site's download resources. */
export interface HomeInstallPlan {
  /** The links of the download pop-up (and whether the bar shows at all: only when one exists). */
  readonly links: DownloadLinkInput;
  /** On iOS outside Safari a download first asks to switch to Safari. */
  readonly safariNotice: boolean;
  /** The guide, on iOS Safari in the browser only; undefined when it has nothing to offer. */
  readonly guide: InstallGuidePlan | undefined;
}

// Download addresses come from the server: only what the one link function accepts is offered.
const urlOf = (
  resources: readonly DownloadResource[],
  type: DownloadResource['resourceType'],
  origin: string,
) => serverHref(resources.find((entry) => entry.resourceType === type && entry.url !== '')?.url, origin);

export const hasLinks = (links: DownloadLinkInput) => Boolean(links.android ?? links.ios ?? links.profile);

/**
 * The user-agent and version rules of the download bar, pop-up and add-to-home-screen guide. Nothing is offered
 * inside the native app, an installed web app or a PWA.
 */
export function homeInstallPlan(
  env: DeviceEnvironment,
  resources: readonly DownloadResource[],
  webClipFlag: string | null,
  origin: string = window.location.origin,
): HomeInstallPlan {
  const device = detectDevice(env);
  const links = visibleDownloadLinks(
    device,
    {
      android: urlOf(resources, 'Android', origin),
      ios: urlOf(resources, 'IOS', origin),
      profile: urlOf(resources, 'MOBILECONFIG', origin),
    },
    webClipFlag,
  );
  const guideApplies = device.ios && device.safari && !device.hidesDownloads;
  const guide: InstallGuidePlan = {
    steps: device.canInstallWebApp,
    legacyTip: device.legacyInstallTip,
    ...(links.profile ? { profile: links.profile } : {}),
  };
  const guideUseful = guide.steps || guide.legacyTip || guide.profile !== undefined;
  return {
    links,
    safariNotice: mustUseSafariForDownload(device),
    guide: guideApplies && guideUseful ? guide : undefined,
  };
}
