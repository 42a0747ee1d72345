import { useTranslation } from '@wps-mobile/i18n';
import { StatusPage } from '@wps-mobile/ui';

/** Mode 1: the platform is under maintenance (shown even when the region is restricted too). */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <main className="app-startup">
      <StatusPage tone="info" title={t('errors.maintenance')} body={t('errors.upgrading')} />
    </main>
  );
}

/** Mode 2: the caller's location may not use the site. */
export function RegionRestrictedPage() {
  const { t } = useTranslation();
  return (
    <main className="app-startup">
      <StatusPage tone="error" title={t('errors.locationRestricted')} />
    </main>
  );
}

/** The platform refuses the caller's IP address. */
export function RestrictedIpPage() {
  const { t } = useTranslation();
  return (
    <main className="app-startup">
      <StatusPage tone="error" title={t('errors.ipRestricted')} />
    </main>
  );
}

/** The status call failed: the service is out; the player may try again. */
export function ServiceOutagePage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="app-startup">
      <StatusPage
        tone="error"
        title={t('errors.serviceOutage')}
        action={{ label: t('app.retry'), onClick: onRetry }}
      />
    </main>
  );
}
