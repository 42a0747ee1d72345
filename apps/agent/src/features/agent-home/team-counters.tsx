import { useTeamKpiQuery } from '@wps-mobile/api-client';
import { formatNumber, useTranslation } from '@wps-mobile/i18n';
import { isoDay } from '../../lib/dates';
import { QueryView } from '../../lib/query-view';
import { Card } from '../../lib/card';

const COUNTERS = [
  ['teamLoginMemberCount', 'agent.logins'],
  ['teamBetMemberCount', 'agent.bettingPlayers'],
  ['teamRegisterMemberCount', 'agent.registered'],
  ['teamOnlineCount', 'agent.online'],
] as const;

/** Today's four team counters: the team KPI of today with nobody listed (size 0). */
export function TeamCounters() {
  const { t, i18n } = useTranslation();
  const today = isoDay();
  const kpi = useTeamKpiQuery({ startDate: today, endDate: today, size: 0 });
  return (
    <Card title={t('agent.todayFigures')}>
      <QueryView query={kpi}>
        {({ footer }) => (
          <dl className="agent-counters">
            {COUNTERS.map(([field, label]) => (
              <div key={field} className="agent-counters__item">
                <dt>{t(label)}</dt>
                <dd data-testid={`counter-${field}`}>{formatNumber(footer[field], i18n.language)}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryView>
    </Card>
  );
}
