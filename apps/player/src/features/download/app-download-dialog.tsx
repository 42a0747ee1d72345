import { useTranslation } from '@wps-mobile/i18n';
import { Dialog } from '@wps-mobile/ui';
import { useAppDownloads } from '../../lib/service/use-app-download-links';
import '../../lib/screens/content-screen.css';
import './download.css';

const ENTRIES = [
  ['android', 'home.downloadAndroid'],
  ['ios', 'home.downloadIos'],
  ['profile', 'common.iosProfile'],
] as const;

/**
 * The download screen of the side menu's app-download shortcut: the apps this device may install (Android, iOS,
 * the iOS profile), the Safari notice on iOS outside Safari, or a note that there is nothing for this device.
 */
export default function AppDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { links, any, safariFirst } = useAppDownloads();
  return (
    <Dialog open={open} onClose={onClose} title={t('menu.appDownload')}>
      <p className="download-dialog__text">{t('home.downloadDescription')}</p>
      {!any ? (
        <p className="download-dialog__text">{t('menu.downloadNone')}</p>
      ) : safariFirst ? (
        <p className="download-dialog__text" role="note">
          {t('messages.useSafari')}
        </p>
      ) : (
        <ul className="content-screen__stack">
          {ENTRIES.map(([kind, label]) => {
            const href = links[kind];
            return href ? (
              <li key={kind}>
                <a
                  className="content-screen__action-link"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t(label)}
                </a>
              </li>
            ) : null;
          })}
        </ul>
      )}
    </Dialog>
  );
}
