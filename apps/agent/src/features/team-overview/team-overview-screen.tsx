import {
  useWholeTeamFiguresQuery,
  useDirectDownlineFiguresQuery,
  useTeamMemberCountsQuery,
} from '@wps-mobile/api-client';
import { formatNumber, useTranslation } from '@wps-mobile/i18n';
import { DateRangeFields } from '../../lib/reports/date-range-fields';
import { QueryView } from '../../lib/layout/query-view';
import { TeamFiguresList } from '../../lib/figures/team-figures';
import { useReportFilters } from '../../lib/reports/use-report-filters';
import { Card } from '../../lib/layout/card';
import { Figures } from '../../lib/figures/figures';

/** Team overview: member counts, the whole team's figures and the direct downlines' for a date range. */
export default function TeamOverviewScreen() {
  const { t, i18n } = useTranslation();
  const { range, setRange } = useReportFilters();
  const counts = useTeamMemberCountsQuery(range);
  const whole = useWholeTeamFiguresQuery(range);
  const direct = useDirectDownlineFiguresQuery(range);
  const count = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="agent-screen">
      <DateRangeFields value={range} onChange={setRange} />
      <Card title={t('agent.figMembers')}>
        <QueryView query={counts}>
          {(c) => (
            <Figures
              items={[
                [t('agent.totalMembers'), count(c.totalMembers)],
                [t('agent.newMembers'), count(c.newMembers)],
                [t('agent.activeMembers'), count(c.activeMembers)],
              ]}
            />
          )}
        </QueryView>
      </Card>
      <Card title={t('agent.wholeTeam')}>
        <QueryView query={whole}>{(figures) => <TeamFiguresList figures={figures} />}</QueryView>
      </Card>
      <Card title={t('agent.directDownlines')}>
        <QueryView query={direct}>{(figures) => <TeamFiguresList figures={figures} />}</QueryView>
      </Card>
    </div>
  );
}
