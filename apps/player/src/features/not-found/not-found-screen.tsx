import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { StatusPage } from '@wps-mobile/ui';

/** Any path under /m that is not in the route table. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone="notFound"
      title={t('routes.notFound')}
      body={t('app.notFoundBody')}
      action={{ label: t('app.backHome'), href: routePath('home') }}
    />
  );
}
