import { useConsolidatedSettingsQuery } from '@wps-mobile/api-client';
import { useEffect, useState } from 'react';
import { ONLINE_SERVICE_PATH_TYPE } from '@wps-mobile/config';
import { useRuntimeConfig } from '@wps-mobile/app-shell';

interface OpenedPath {
  readonly path: string;
  readonly href: string | undefined;
}

/** The online customer-service link, and whether it is still being found (screens mark themselves busy). */
export interface OnlineServiceLink {
  /** The address as an external link; undefined when the merchant has none that opens and the link rules take. */
  readonly href: string | undefined;
  /** The settings are loading, or their sealed path is being opened: `href` says nothing yet. */
  readonly pending: boolean;
}

/**
 * The online customer-service link of the site settings' type-3 path. The opening code is a chunk of its own,
 * asked for once the settings name a path: the login screen's link bar shows this link, and its first render must
 * not wait for WebCrypto code.
 */
export function useOnlineServiceLink(): OnlineServiceLink {
  const { data, isLoading } = useConsolidatedSettingsQuery();
  const { servicePathKey } = useRuntimeConfig();
  const path = data?.paths.find((entry) => entry.type === ONLINE_SERVICE_PATH_TYPE)?.path;
  const [opened, setOpened] = useState<OpenedPath>();

  useEffect(() => {
    if (path === undefined) return;
    let current = true;
    void import('./online-service-href')
      .then(({ onlineServiceHref }) => onlineServiceHref(path, servicePathKey))
      // A chunk that fails to load (offline) is the same as no link: the screens fall back to their contacts.
      .catch(() => undefined)
      .then((href) => {
        if (current) setOpened({ path, href });
      });
    return () => {
      current = false;
    };
  }, [path, servicePathKey]);

  if (path === undefined) return { href: undefined, pending: isLoading };
  return opened?.path === path ? { href: opened.href, pending: false } : { href: undefined, pending: true };
}
