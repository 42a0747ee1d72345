import { useTeamActivityQuery } from '@wps-mobile/api-client';
import { formatNumber, useTranslation } from '@wps-mobile/i18n';
import { Skeleton } from '@wps-mobile/ui';
import { LoadFailed } from '../../lib/layout/query-view';
import { Card } from '../../lib/layout/card';
import { teamActivityTodayArgs } from './home-loads';

const COUNTERS = [
  ['teamLoginMemberCount', 'agent.logins'],
  ['teamBetMemberCount', 'agent.bettingPlayers'],
  ['teamRegisterMemberCount', 'agent.registered'],
  ['teamOnlineCount', 'agent.online'],
] as const;

/**
 * Today's four team counters: the team's activity of today with nobody listed (size 0). The labels show at once and
 * each figure keeps its line while it loads, so the cards below never move when the answer comes.
 */
export function TeamCounters() {
  const { t, i18n } = useTranslation();
  const kpi = useTeamActivityQuery(teamActivityTodayArgs());
  const footer = kpi.data?.footer;
  return (
    <Card title={t('common.today')}>
      {kpi.error !== undefined && !kpi.isFetching ? (
        <LoadFailed error={kpi.error} onRetry={() => void kpi.refetch()} />
      ) : (
        <dl className="agent-counters" aria-busy={footer ? undefined : true}>
          {COUNTERS.map(([field, label]) => (
            <div key={field} className="agent-counters__item">
              <dt>{t(label)}</dt>
              {footer ? (
                <dd data-testid={`counter-${field}`}>{formatNumber(footer[field], i18n.language)}</dd>
              ) : (
                <dd>
                  <Skeleton width="2ch" height="1lh" />
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
