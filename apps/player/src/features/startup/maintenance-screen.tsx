import { useTranslation } from '@wps-mobile/i18n';
import { StatusPage } from '@wps-mobile/ui';

/**
 * `/m/maintenance`: the page a merchant's links and the platform's redirects open while the site is down for
 * work. The start-up gate shows the same words when the status call says so; this one stays inside the shell,
 * so the top bar's back button still leads home.
 */
export default function MaintenanceScreen() {
  const { t } = useTranslation();
  return <StatusPage tone="info" title={t('errors.maintenance')} body={t('errors.upgrading')} />;
}
