import { useConsolidatedSettingsQuery } from '@wps-mobile/api-client';
import {
  detectDevice,
  mustUseSafariForDownload,
  readDeviceEnvironment,
  STORAGE_KEYS,
  visibleDownloadLinks,
  type DownloadLinkInput,
} from '@wps-mobile/config';
import { useMemo } from 'react';
import { serverHref } from '@wps-mobile/app-shell';

/** The app downloads this device may install, and whether iOS outside Safari must switch to Safari first. */
export interface AppDownloads {
  readonly links: DownloadLinkInput;
  readonly any: boolean;
  readonly safariFirst: boolean;
}

type Resources = readonly { readonly resourceType: string; readonly url: string }[];

// Download addresses come from the server: only what the link rules accept is offered.
function urlOf(resources: Resources, type: string): string | undefined {
  const url = resources.find((entry) => entry.resourceType === type && entry.url !== '')?.url;
  return serverHref(url);
}

function readWebClip(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.webClip);
  } catch {
    return null;
  }
}

/** The device rules of spec section 2 applied to the site's download resources. */
export function appDownloadsFor(resources: Resources, device = detectDevice(readDeviceEnvironment())) {
  const links = visibleDownloadLinks(
    device,
    {
      android: urlOf(resources, 'Android'),
      ios: urlOf(resources, 'IOS'),
      profile: urlOf(resources, 'MOBILECONFIG'),
    },
    readWebClip(),
  );
  return {
    links,
    any: Boolean(links.android ?? links.ios ?? links.profile),
    safariFirst: mustUseSafariForDownload(device),
  } satisfies AppDownloads;
}

/** The app downloads of this device (none inside the app, an installed web app or a PWA). */
export function useAppDownloads(): AppDownloads {
  const { data } = useConsolidatedSettingsQuery();
  const resources = data?.resources;
  return useMemo(() => appDownloadsFor(resources ?? []), [resources]);
}
