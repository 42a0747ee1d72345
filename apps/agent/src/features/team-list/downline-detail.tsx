import { useDownlineQuery, useMemberPnlReportQuery } from '@wps-mobile/api-client';
import { formatIsoDate, formatNumber, useTranslation } from '@wps-mobile/i18n';
import { routePath } from '@wps-mobile/config';
import { Link } from 'react-router';
import { monthStart, isoDay } from '../../lib/reports/dates';
import { QueryView } from '../../lib/layout/query-view';
import { agentSubPath } from '../../lib/sub-paths';
import { TeamFiguresList } from '../../lib/figures/team-figures';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { Card } from '../../lib/layout/card';
import { Figures } from '../../lib/figures/figures';

/** One team member: account facts, this month's profit and loss, and the ways to act on them. */
export function DownlineDetail({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const member = useDownlineQuery({ username });
  const pnl = useMemberPnlReportQuery({ username, startDate: monthStart(), endDate: isoDay() });
  const query = `?username=${encodeURIComponent(username)}`;
  return (
    <div className="agent-screen">
      <Card title={username}>
        <QueryView query={member}>
          {(m) => (
            <Figures
              items={[
                [t('agent.levelLabel'), formatNumber(m.level, i18n.language)],
                [t('wallet.balance'), money(m.balance)],
                [t('agent.regDate'), formatIsoDate(m.regDate, i18n.language)],
                [t('agent.lastLogin'), m.lastLoginTime ? formatIsoDate(m.lastLoginTime, i18n.language) : '–'],
                [t('agent.teamSize'), formatNumber(m.teamSize, i18n.language)],
                [t('common.status'), m.online ? t('agent.online') : t('agent.offline')],
              ]}
            />
          )}
        </QueryView>
      </Card>
      <Card title={t('agent.thisMonth')}>
        <QueryView query={pnl}>{(figures) => <TeamFiguresList figures={figures} />}</QueryView>
      </Card>
      <div className="agent-actions">
        <Link className="agent-button" to={`${routePath('agentRebate')}${query}`}>
          {t('agent.setRebates')}
        </Link>
        <Link className="agent-button" to={`${agentSubPath('downlineTransfer')}${query}`}>
          {t('agent.transferTitle')}
        </Link>
      </div>
    </div>
  );
}
