import { useTranslation } from '@wps-mobile/i18n';
import { AppLink } from '../../lib/app-link';

/** Back home, register now, forgot password and customer service. */
export function LoginLinks() {
  const { t } = useTranslation();
  return (
    <nav className="account-links" aria-label={t('account.loginTitle')}>
      <AppLink href="/m/home">{t('account.backHome')}</AppLink>
      <AppLink href="/m/register">{t('account.registerNow')}</AppLink>
      <AppLink href="/m/forget">{t('account.forgotPassword')}</AppLink>
      <AppLink href="/m/service">{t('account.customerService')}</AppLink>
    </nav>
  );
}
