import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import { Card } from '../../lib/card';

/**
 * Red envelope rain. The platform announces an event through the agent announcements; with none running (the
 * platform offers no call that starts one) the page says so and points to the announcements.
 */
export default function RedRainScreen() {
  const { t } = useTranslation();
  return (
    <div className="agent-screen">
      <Card title={t('agent.redRain')}>
        <NoData text={t('agent.redRainNone')} />
        <a className="agent-button" href={`${routePath('agentNotice')}?types=A`}>
          {t('agent.footerAnnouncements')}
        </a>
      </Card>
    </div>
  );
}
