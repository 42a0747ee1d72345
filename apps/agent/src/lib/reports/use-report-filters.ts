import { useState } from 'react';
import type { DateRange } from './date-range-fields';
import { isoDay } from './dates';

/** A paged report's date range (today by default), account filter and page; a new filter goes to page 1. */
export function useReportFilters(startDate = isoDay()) {
  const [range, setRangeState] = useState<DateRange>({ startDate, endDate: isoDay() });
  const [account, setAccountState] = useState('');
  const [page, setPage] = useState(1);
  return {
    range,
    account,
    page,
    setPage,
    setRange: (next: DateRange) => {
      setRangeState(next);
      setPage(1);
    },
    setAccount: (next: string) => {
      setAccountState(next);
      setPage(1);
    },
  };
}
