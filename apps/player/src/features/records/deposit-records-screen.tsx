import { useDepositReportQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { OrderRecords } from './order-records';

/** Load record `/m/vouReport`: deposit orders of the chosen range. */
export default function DepositRecordsScreen() {
  const { t } = useTranslation();
  return <OrderRecords useRead={useDepositReportQuery} label={t('routes.vouReport')} figure="deposit" />;
}
