import { useMemberTransactionsQuery, useTransactionCodesQuery } from '@wps-mobile/api-client';
import type { TransactionType } from '@wps-mobile/api-client/contract';
import { formatMonthDayTime, useTranslation } from '@wps-mobile/i18n';
import { Select } from '@wps-mobile/ui';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useAppSelector } from '../../lib/store/store-hooks';
import { RecordFrame, useRecordRange } from './record-frame';
import { RecordItem, RecordList } from './record-list';
import { usePagedRecords } from './use-paged-records';

/** Account record `/m/transaction/record`: the ledger of the range, by transaction type (`?types=A` for agents). */
export default function AccountRecordsScreen() {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  const format = useFormatMoney();
  const { days, params, setParam } = useRecordRange();
  const codes = useTransactionCodesQuery();
  const type = params.get('types') ?? '';
  const known = (codes.data ?? []).find((code) => code.type === type);
  const args = { ...days, ...(type ? { types: [type as TransactionType] } : {}) };
  const records = usePagedRecords(useMemberTransactionsQuery, args, JSON.stringify(args));
  const nameOf = (code: string) => codes.data?.find((c) => c.code === code)?.name ?? code;
  const filters = (
    <div className="record-filters">
      <Select
        label={t('wallet.transactionType')}
        name="types"
        options={(codes.data ?? []).map((code) => ({ value: code.type, label: code.name }))}
        placeholder={t('common.all')}
        value={known ? type : ''}
        onChange={(value) => setParam('types', value)}
      />
    </div>
  );
  return (
    <RecordFrame filters={filters}>
      <RecordList
        records={records}
        label={t('routes.transactionRecord')}
        getKey={(line) => line.id}
        renderItem={(line) => (
          <RecordItem
            main={nameOf(line.code)}
            side={format(line.amount)}
            meta={formatMonthDayTime(line.createTime, language)}
            status={`${t('wallet.records.balanceAfter')} ${format(line.balanceAfter)}`}
          />
        )}
      />
    </RecordFrame>
  );
}
