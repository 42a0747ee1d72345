import { useTranslation } from '@wps-mobile/i18n';
import { IconButton, IconClose } from '@wps-mobile/ui';
import { useRuntimeConfig } from '@wps-mobile/app-shell';
import './download.css';

interface DownloadBarProps {
  /** Opens the download pop-up (or, on iOS outside Safari, the Safari notice). */
  onDownload: () => void;
  /** Closing is remembered by the caller (`hideDownloadBar`). */
  onClose: () => void;
}

/** The download-app bar: app icon, description, download button and close button. */
export function DownloadBar({ onDownload, onClose }: DownloadBarProps) {
  const { t } = useTranslation();
  const { brandLogo } = useRuntimeConfig();
  return (
    <aside className="home-download" aria-label={t('home.downloadTitle')}>
      {brandLogo ? <img src={brandLogo} alt="" width={40} height={40} /> : null}
      <p className="home-download__text">
        <strong>{t('home.downloadTitle')}</strong> {t('home.downloadDescription')}
      </p>
      <button type="button" className="home-download__button" onClick={onDownload}>
        {t('common.download')}
      </button>
      <IconButton label={t('home.downloadClose')} onClick={onClose}>
        <IconClose />
      </IconButton>
    </aside>
  );
}
