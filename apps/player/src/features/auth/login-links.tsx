import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { AppLink } from '@wps-mobile/app-shell';
import { useOnlineServiceLink } from '../../lib/service/use-online-service';

/** Back home, register now, forgot password and customer service (the online service link, else /m/service). */
export function LoginLinks() {
  const { t } = useTranslation();
  const onlineService = useOnlineServiceLink();
  return (
    <nav
      className="account-links"
      aria-label={t('routes.login')}
      aria-busy={onlineService.pending || undefined}
    >
      <AppLink href={routePath('home')}>{t('account.backHome')}</AppLink>
      <AppLink href={routePath('register')}>{t('account.registerNow')}</AppLink>
      <AppLink href={routePath('forget')}>{t('account.forgotPassword')}</AppLink>
      {onlineService.href ? (
        <a href={onlineService.href} target="_blank" rel="noopener noreferrer">
          {t('common.customerService')}
        </a>
      ) : (
        <AppLink href={routePath('service')}>{t('common.customerService')}</AppLink>
      )}
    </nav>
  );
}
