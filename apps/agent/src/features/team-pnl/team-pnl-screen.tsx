import { useTeamPnlQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { AgentTable } from '../../lib/reports/agent-table';
import { DateRangeFields } from '../../lib/reports/date-range-fields';
import { monthStart } from '../../lib/reports/dates';
import { QueryView } from '../../lib/layout/query-view';
import { TeamFiguresList } from '../../lib/figures/team-figures';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useReportFilters } from '../../lib/reports/use-report-filters';
import { Card } from '../../lib/layout/card';

/** Team profit and loss over a date range (this month by default): the total, then each direct downline. */
export default function TeamPnlScreen() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const filters = useReportFilters(monthStart());
  const pnl = useTeamPnlQuery(filters.range);
  return (
    <div className="agent-screen">
      <DateRangeFields value={filters.range} onChange={filters.setRange} />
      <QueryView query={pnl}>
        {(data) => (
          <>
            <Card title={t('agent.wholeTeam')}>
              <TeamFiguresList figures={data.total} />
            </Card>
            <Card title={t('agent.directDownlines')}>
              {data.list.length === 0 ? (
                <p className="agent-note">{t('app.noData')}</p>
              ) : (
                <AgentTable
                  rows={data.list}
                  rowKey={(row) => row.account}
                  columns={[
                    { label: t('agent.account'), cell: (row) => row.account },
                    { label: t('agent.figValidBet'), numeric: true, cell: (row) => money(row.validBet) },
                    { label: t('agent.figProfit'), numeric: true, cell: (row) => money(row.profit) },
                  ]}
                />
              )}
            </Card>
          </>
        )}
      </QueryView>
    </div>
  );
}
