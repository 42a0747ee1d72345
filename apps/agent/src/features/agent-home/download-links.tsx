import { useConsolidatedSettingsQuery } from '@wps-mobile/api-client';
import { detectDevice, readDeviceEnvironment, STORAGE_KEYS, visibleDownloadLinks } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { useMemo } from 'react';
import { serverHref } from '@wps-mobile/app-shell';

const readWebClip = () => {
  try {
    return localStorage.getItem(STORAGE_KEYS.webClip);
  } catch {
    return null;
  }
};

/** Android, iOS and iOS-profile downloads by the spec's device rules; none in the app, a web clip or a PWA. */
export function DownloadLinks() {
  const { t } = useTranslation();
  const resources = useConsolidatedSettingsQuery().data?.resources;
  const links = useMemo(() => {
    if (!resources) return {};
    const url = (type: string) => serverHref(resources.find((r) => r.resourceType === type)?.url);
    return visibleDownloadLinks(
      detectDevice(readDeviceEnvironment()),
      { android: url('Android'), ios: url('IOS'), profile: url('MOBILECONFIG') },
      readWebClip(),
    );
  }, [resources]);
  const shown = [
    [links.android, 'agent.downloadAndroid'],
    [links.ios, 'agent.downloadIos'],
    [links.profile, 'common.iosProfile'],
  ] as const;
  if (!shown.some(([href]) => href)) return null;
  return (
    <ul className="agent-downloads">
      {shown.map(([href, label]) =>
        href ? (
          <li key={label}>
            <a className="agent-button" href={href} rel="noopener noreferrer">
              {t(label)}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
