import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { StatusPage } from '@wps-mobile/ui';

/** An agent path that names no screen; the way out is the agent home. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('routes.notFound')}
      body={t('app.notFoundBody')}
      action={{ label: t('routes.agentHome'), href: routePath('agentHome') }}
    />
  );
}
