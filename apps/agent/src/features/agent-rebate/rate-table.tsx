import { useTranslation } from '@wps-mobile/i18n';
import { AgentTable } from '../../lib/reports/agent-table';
import { useCategoryLabel } from '../../lib/reports/use-category-label';
import { toPercent } from './rebate-limits';

/** Rebate rates per game category, as percentages. */
export function RateTable({ rates }: { rates: readonly { gameCategory: string; rate: number }[] }) {
  const { t } = useTranslation();
  const category = useCategoryLabel();
  return (
    <AgentTable
      rows={rates}
      rowKey={(r) => r.gameCategory}
      columns={[
        { label: t('common.gameType'), cell: (r) => category(r.gameCategory) },
        { label: t('agent.rate'), numeric: true, cell: (r) => `${toPercent(r.rate)} %` },
      ]}
    />
  );
}
