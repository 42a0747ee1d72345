import { useTeamBettingQuery } from '@wps-mobile/api-client';
import { formatMonthDayTime, useTranslation } from '@wps-mobile/i18n';
import { AccountSearch } from '../../lib/team/account-search';
import { AgentTable } from '../../lib/reports/agent-table';
import { DateRangeFields } from '../../lib/reports/date-range-fields';
import { Pager } from '../../lib/reports/pager';
import { QueryView } from '../../lib/layout/query-view';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useReportFilters } from '../../lib/reports/use-report-filters';

/** The team's bets over a date range, optionally of one account, 20 a page. */
export default function TeamBettingScreen() {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const filters = useReportFilters();
  const { range, account, page } = filters;
  const bets = useTeamBettingQuery({ ...range, ...(account ? { account } : {}), pageNo: page });
  return (
    <div className="agent-screen">
      <DateRangeFields value={range} onChange={filters.setRange} />
      <AccountSearch onSearch={filters.setAccount} />
      <QueryView query={bets} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <AgentTable
              rows={data.list}
              rowKey={(bet, index) => `${bet.account}-${bet.betTime}-${index}`}
              columns={[
                {
                  label: t('agent.account'),
                  cell: (bet) => (
                    <>
                      {bet.account}
                      <br />
                      <small>{formatMonthDayTime(bet.betTime, i18n.language)}</small>
                    </>
                  ),
                },
                { label: t('agent.game'), cell: (bet) => bet.gameName },
                { label: t('wallet.records.bets'), numeric: true, cell: (bet) => money(bet.betAmount) },
                { label: t('wallet.records.wins'), numeric: true, cell: (bet) => money(bet.winAmount) },
              ]}
            />
            <Pager page={data.pageNum} pages={data.totalPages} onPage={filters.setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
