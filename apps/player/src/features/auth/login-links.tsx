import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { AppLink } from '../../lib/app-link';

/** Back home, register now, forgot password and customer service. */
export function LoginLinks() {
  const { t } = useTranslation();
  return (
    <nav className="account-links" aria-label={t('account.loginTitle')}>
      <AppLink href={routePath('home')}>{t('account.backHome')}</AppLink>
      <AppLink href={routePath('register')}>{t('account.registerNow')}</AppLink>
      <AppLink href={routePath('forget')}>{t('account.forgotPassword')}</AppLink>
      <AppLink href={routePath('service')}>{t('account.customerService')}</AppLink>
    </nav>
  );
}
