import { useDividendInfoQuery } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import { Link } from 'react-router';
import { QueryView } from '../../lib/layout/query-view';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { toPercentText } from '../../lib/figures/percent';
import { usePeriodLabel } from '../../lib/reports/use-period-label';
import { Card } from '../../lib/layout/card';
import { Figures } from '../../lib/figures/figures';

/** The agent's dividend: share, period and this period's estimate, with the way to the dividend contract. */
export default function DividendScreen() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const periodLabel = usePeriodLabel();
  const info = useDividendInfoQuery();
  return (
    <div className="agent-screen">
      <QueryView query={info}>
        {(data) =>
          data.enabled ? (
            <Card title={t('routes.agentDividend')}>
              <Figures
                items={[
                  [t('agent.rate'), toPercentText(data.rate)],
                  [t('agent.contractPeriod'), periodLabel(data.period)],
                  [t('agent.estimated'), money(data.estimated)],
                ]}
              />
              <Link className="agent-button" to={routePath('dividendContract')}>
                {t('routes.dividendContract')}
              </Link>
            </Card>
          ) : (
            <NoData text={t('agent.dividendOff')} />
          )
        }
      </QueryView>
    </div>
  );
}
