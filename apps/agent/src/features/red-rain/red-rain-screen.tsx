import { useRedRainSessionsQuery } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import { Card } from '../../lib/layout/card';
import { QueryView } from '../../lib/layout/query-view';
import { RedRainSessionItem } from './red-rain-session';
import './red-rain.css';

/**
 * Red envelope rain: the merchant's sessions with their times; in a live one the member opens one envelope
 * (a money move: one tap, one request) and sees what it held; an opened one says so on every later visit.
 */
export default function RedRainScreen() {
  const { t } = useTranslation();
  const sessions = useRedRainSessionsQuery();
  return (
    <div className="agent-screen">
      <Card title={t('routes.redRain')}>
        <QueryView query={sessions}>
          {(list) =>
            list.length === 0 ? (
              <>
                <NoData text={t('agent.redRainNone')} />
                <a className="agent-button" href={`${routePath('agentNotice')}?types=A`}>
                  {t('routes.agentNotice')}
                </a>
              </>
            ) : (
              <ul className="red-rain__list">
                {list.map((session) => (
                  <RedRainSessionItem key={session.id} session={session} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </Card>
    </div>
  );
}
