import { useConnectivity } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';

/** 'No Internet' or 'Slow Connection' across the top while the connection is bad; nothing when it is fine. */
export function ConnectivityBanner() {
  const { t } = useTranslation();
  const connectivity = useConnectivity();
  const text =
    connectivity === 'offline'
      ? t('errors.noInternet')
      : connectivity === 'slow'
        ? t('errors.slowConnection')
        : '';
  return (
    <div className="app-connectivity" role="status" data-state={connectivity}>
      {text}
    </div>
  );
}
