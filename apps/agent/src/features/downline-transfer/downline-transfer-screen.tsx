import { useDownlinesQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../lib/layout/query-view';
import { TransferForm } from './transfer-form';

/** Send money to one or several direct downlines at once (all or nothing), with the payment password. */
export default function DownlineTransferScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const downlines = useDownlinesQuery({ pageSize: 100 });
  return (
    <div className="agent-screen">
      <QueryView query={downlines} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <TransferForm
            accounts={data.list.map((d) => d.account)}
            initialUsername={params.get('username') ?? ''}
          />
        )}
      </QueryView>
      <p className="agent-note">{t('agent.transferNote')}</p>
    </div>
  );
}
