import { useTranslation } from '@wps-mobile/i18n';
import { NoData, WindowedList } from '@wps-mobile/ui';
import type { Key, ReactNode } from 'react';
import { LoadFailure } from '../../lib/money/load-failure';
import type { usePagedRecords } from './use-paged-records';

interface Props<T> {
  readonly records: ReturnType<typeof usePagedRecords<object, T>>;
  readonly label: string;
  readonly getKey: (item: T) => Key;
  readonly renderItem: (item: T) => ReactNode;
  /** A line of totals above the list (the count when nothing else). */
  readonly totals?: ReactNode;
}

/** A record's rows, windowed and loaded a page at a time, with its count, empty state and retry. */
export function RecordList<T>({ records, label, getKey, renderItem, totals }: Props<T>) {
  const { t } = useTranslation();
  if (records.error !== undefined && records.items.length === 0)
    return <LoadFailure error={records.error} onRetry={records.retry} />;
  return (
    <>
      {records.total !== undefined && records.total > 0 && (
        <p className="record-total" role="status">
          {totals ?? t('wallet.records.count', { count: records.total })}
        </p>
      )}
      <WindowedList
        items={records.items}
        label={label}
        getKey={(item) => getKey(item)}
        renderItem={(item) => renderItem(item)}
        estimatedRowHeight={72}
        status={records.status}
        onEndReached={records.loadMore}
        onRetry={records.retry}
        loadingLabel={t('common.loading')}
        errorLabel={t('wallet.loadFailed')}
        retryLabel={t('app.retry')}
        endLabel={records.items.length > 0 ? t('common.noMore') : undefined}
        empty={<NoData />}
      />
    </>
  );
}

/** One row of a record: what, how much, when and its status. */
export function RecordItem({
  main,
  side,
  meta,
  status,
}: {
  main: ReactNode;
  side: ReactNode;
  meta: ReactNode;
  status?: ReactNode;
}) {
  return (
    <span className="record-item">
      <span className="record-item__main">{main}</span>
      <span className="record-item__side">{side}</span>
      <span className="record-item__meta">{meta}</span>
      <span className="record-item__side record-item__meta">{status}</span>
    </span>
  );
}
