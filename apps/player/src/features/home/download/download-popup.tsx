import type { DownloadLinkInput } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Dialog } from '@wps-mobile/ui';
import './download.css';

interface DownloadPopupProps {
  open: boolean;
  links: DownloadLinkInput;
  onClose: () => void;
}

const ENTRIES = [
  ['android', 'home.downloadAndroid'],
  ['ios', 'home.downloadIos'],
  ['profile', 'common.iosProfile'],
] as const;

/** The download pop-up: the Android app, the iOS app and the iOS profile this device may install. */
export default function DownloadPopup({ open, links, onClose }: DownloadPopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('home.downloadTitle')}>
      <ul className="home-download-links">
        {ENTRIES.map(([kind, label]) => {
          const href = links[kind];
          if (!href) return null;
          return (
            <li key={kind}>
              <a className="home-download-links__link" href={href} target="_blank" rel="noopener noreferrer">
                {t(label)}
              </a>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
