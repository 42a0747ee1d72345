import { useWithdrawReportQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { OrderRecords } from './order-records';

/** Withdraw report `/m/withdrawReport`: withdraw orders of the chosen range. */
export default function WithdrawRecordsScreen() {
  const { t } = useTranslation();
  return (
    <OrderRecords useRead={useWithdrawReportQuery} label={t('routes.withdrawReport')} figure="withdraw" />
  );
}
