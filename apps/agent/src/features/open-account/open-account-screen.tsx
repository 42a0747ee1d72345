import { useConsolidatedSettingsQuery, useQuotasQuery } from '@wps-mobile/api-client';
import { formatNumber, useTranslation } from '@wps-mobile/i18n';
import { QueryView } from '../../lib/layout/query-view';
import { OpenAccountForm } from './open-account-form';
import { Card } from '../../lib/layout/card';

/** Open a downline account: the quotas left per member type, then the form. */
export default function OpenAccountScreen() {
  const { t, i18n } = useTranslation();
  const quotas = useQuotasQuery();
  const settings = useConsolidatedSettingsQuery();
  return (
    <div className="agent-screen">
      <Card title={t('agent.quota')}>
        <QueryView query={quotas} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <dl className="agent-figures">
              {list.map((q) => (
                <div key={q.type}>
                  <dt>{t(q.type === 0 ? 'agent.typeMember' : 'agent.typeAgent')}</dt>
                  <dd data-testid={`quota-${q.type}`}>
                    {t('agent.quotaLeft', {
                      left: formatNumber(q.total - q.used, i18n.language),
                      total: formatNumber(q.total, i18n.language),
                    })}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </QueryView>
      </Card>
      <QueryView query={settings}>
        {(data) =>
          quotas.data ? <OpenAccountForm rules={data.register.fields} quotas={quotas.data} /> : null
        }
      </QueryView>
    </div>
  );
}
