import { useWalletQuery } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Skeleton } from '@wps-mobile/ui';
import { LoadFailed } from '../../lib/layout/query-view';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { Card } from '../../lib/layout/card';

/** The total wallet balance with withdraw and deposit, both pages of the player build (full page loads). */
export function WalletCard() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const wallet = useWalletQuery();
  return (
    <Card title={t('agent.totalBalance')}>
      {wallet.error && !wallet.isFetching ? (
        <LoadFailed error={wallet.error} onRetry={() => void wallet.refetch()} />
      ) : wallet.data ? (
        <p className="agent-home__balance" data-testid="agent-balance">
          {money(wallet.data.sumBalance)}
        </p>
      ) : (
        // The same line as the balance, so nothing below moves when it arrives.
        <p className="agent-home__balance" aria-busy="true">
          <Skeleton width="10ch" height="1lh" />
        </p>
      )}
      <div className="agent-home__wallet-actions">
        <a className="agent-button" href={routePath('withdraw')}>
          {t('common.withdraw')}
        </a>
        <a className="agent-button agent-button--primary" href={routePath('voucherCenter')}>
          {t('common.deposit')}
        </a>
      </div>
    </Card>
  );
}
