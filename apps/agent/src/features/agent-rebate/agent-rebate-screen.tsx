import { useDownlinesQuery, useRebateSettingsQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Select } from '@wps-mobile/ui';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../lib/layout/query-view';
import { DownlineRebateForm } from './downline-rebate-form';
import { RateTable } from './rate-table';
import { Card } from '../../lib/layout/card';

/** The agent's own rebate rates, and a direct downline's rates to update within them. */
export default function AgentRebateScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const username = params.get('username') ?? '';
  const own = useRebateSettingsQuery({});
  const downlines = useDownlinesQuery({ pageSize: 100 });
  const options = (downlines.data?.list ?? []).map((d) => ({ value: d.account, label: d.account }));
  return (
    <div className="agent-screen">
      <Card title={t('agent.rebateSettings')}>
        <QueryView query={own} isEmpty={(rates) => rates.length === 0}>
          {(rates) => <RateTable rates={rates} />}
        </QueryView>
      </Card>
      <Card title={t('agent.downlineRebates')}>
        <QueryView query={downlines} isEmpty={(data) => data.list.length === 0}>
          {() => (
            <Select
              label={t('agent.downline')}
              options={options}
              value={username}
              placeholder={t('agent.chooseDownline')}
              onChange={(value) => setParams(value ? { username: value } : {}, { replace: true })}
            />
          )}
        </QueryView>
        {username && <DownlineRebateForm key={username} username={username} />}
      </Card>
    </div>
  );
}
