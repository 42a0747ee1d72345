import { useTranslation } from '@wps-mobile/i18n';
import { RetryAlert } from '../../lib/screens/load-state';
import { reloadPage } from '@wps-mobile/app-shell';

/** A part of a screen whose code could not load: says so and offers to reload the page. */
export function ReloadNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return <RetryAlert message={message} actionLabel={t('errors.reloadPage')} onAction={reloadPage} />;
}
