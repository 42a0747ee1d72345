import { useRebateReportQuery } from '@wps-mobile/api-client';
import { formatIsoDate, useTranslation } from '@wps-mobile/i18n';
import { AgentTable } from '../../lib/reports/agent-table';
import { DateRangeFields } from '../../lib/reports/date-range-fields';
import { monthStart } from '../../lib/reports/dates';
import { Pager } from '../../lib/reports/pager';
import { QueryView } from '../../lib/layout/query-view';
import { useCategoryLabel } from '../../lib/reports/use-category-label';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useReportFilters } from '../../lib/reports/use-report-filters';

/** The rebate income the agent received over a date range (this month by default), 20 entries a page. */
export default function TeamRebateScreen() {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const category = useCategoryLabel();
  const filters = useReportFilters(monthStart());
  const report = useRebateReportQuery({ ...filters.range, pageNo: filters.page });
  return (
    <div className="agent-screen">
      <DateRangeFields value={filters.range} onChange={filters.setRange} />
      <QueryView query={report} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <AgentTable
              rows={data.list}
              rowKey={(row, index) => `${row.claimTime}-${index}`}
              columns={[
                {
                  label: t('common.gameType'),
                  cell: (row) => (
                    <>
                      {category(row.gameCategory)}
                      <br />
                      <small>{formatIsoDate(row.claimTime, i18n.language)}</small>
                    </>
                  ),
                },
                { label: t('agent.figValidBet'), numeric: true, cell: (row) => money(row.validBet) },
                { label: t('common.amount'), numeric: true, cell: (row) => money(row.amount) },
              ]}
            />
            <Pager page={data.pageNum} pages={data.totalPages} onPage={filters.setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
