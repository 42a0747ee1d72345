import { useDownloadLinksQuery } from '@wps-mobile/api-client';
import {
  detectDevice,
  mustUseSafariForDownload,
  readDeviceEnvironment,
  STORAGE_KEYS,
  visibleDownloadLinks,
} from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton, IconClose } from '@wps-mobile/ui';
import { useState } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config';

const isHidden = () => localStorage.getItem(STORAGE_KEYS.hideDownloadBar) === '1';

/** The download-app bar: hidden in the app or an installed web app, without a link for this device, or once closed. */
export function DownloadBar() {
  const { t } = useTranslation();
  const { brandLogo } = useRuntimeConfig();
  const [hidden, setHidden] = useState(isHidden);
  const { data } = useDownloadLinksQuery(undefined, { skip: hidden });
  if (hidden || !data) return null;
  const device = detectDevice(readDeviceEnvironment());
  const urlOf = (type: string) => data.find((entry) => entry.resourceType === type)?.url;
  const links = visibleDownloadLinks(
    device,
    { android: urlOf('Android'), ios: urlOf('IOS'), profile: urlOf('MOBILECONFIG') },
    localStorage.getItem(STORAGE_KEYS.webClip),
  );
  const href = links.android ?? links.ios ?? links.profile;
  if (!href) return null;
  const close = () => {
    localStorage.setItem(STORAGE_KEYS.hideDownloadBar, '1');
    setHidden(true);
  };
  return (
    <aside className="home-download" aria-label={t('home.downloadTitle')}>
      {brandLogo ? <img src={brandLogo} alt="" width={40} height={40} /> : null}
      <p className="home-download__text">
        <strong>{t('home.downloadTitle')}</strong> {t('home.downloadDescription')}
        {mustUseSafariForDownload(device) ? <span> {t('home.useSafari')}</span> : null}
      </p>
      <a className="home-download__button" href={href} target="_blank" rel="noopener noreferrer">
        {t('home.downloadButton')}
      </a>
      <IconButton label={t('home.downloadClose')} onClick={close}>
        <IconClose />
      </IconButton>
    </aside>
  );
}
