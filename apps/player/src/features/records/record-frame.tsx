import { useTranslation } from '@wps-mobile/i18n';
import { Tabs } from '@wps-mobile/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useScreenContext } from '../../lib/screens/screen-context';
import { DATE_RANGES, rangeDays, toDateRange, type DateRange } from './date-range';
import '../../lib/screens/account-screen.css';
import '../../lib/money/money-form.css';
import './records.css';

const RANGE_KEYS = {
  today: 'common.today',
  yesterday: 'common.yesterday',
  last7Days: 'wallet.records.last7Days',
  last30Days: 'wallet.records.last30Days',
} as const;

/** The range in the address (`?range=`, replaced so back leaves the record) and its days. */
export function useRecordRange() {
  const [params, setParams] = useSearchParams();
  const range = toDateRange(params.get('range'));
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  const setRange = (next: DateRange) => setParam('range', next);
  return { range, days: rangeDays(range), setRange, setParam, params };
}

/** A record screen: its title, the date range tabs, and the record below them. */
export function RecordFrame({
  children,
  filters,
  ranged = true,
}: {
  children: ReactNode;
  filters?: ReactNode;
  /** False for a record without dates (game orders): no range tabs. */
  ranged?: boolean;
}) {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const { range, setRange } = useRecordRange();
  return (
    <div className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      {!ranged && filters}
      {!ranged && children}
      {ranged && (
        <Tabs
          label={t('wallet.records.range')}
          tabs={DATE_RANGES.map((id) => ({ id, label: t(RANGE_KEYS[id]) }))}
          activeId={range}
          onChange={(id) => setRange(toDateRange(id))}
        >
          {filters}
          {children}
        </Tabs>
      )}
    </div>
  );
}
