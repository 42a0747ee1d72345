import { useClaimManualRebateMutation, useManualRebateQuery, type MoneyKey } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Toast } from '@wps-mobile/ui';
import { LoadState, queryState } from '../../lib/screens/load-state';
import { useScreenContext } from '../../lib/screens/screen-context';
import { useMoneyClaim } from '../../lib/money/use-money-claim';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useToast } from '../../lib/screens/use-toast';
import { RebateTable } from './rebate-table';
import '../../lib/screens/account-screen.css';
import './rebates.css';

/** Manual rebate: what the member may claim now per game category, and one Claim for the total. */
export default function ManualRebateScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const money = useFormatMoney();
  const toast = useToast();
  const query = useManualRebateQuery();
  const [send] = useClaimManualRebateMutation();
  // A money submit with its key: one tap, one request; a retry after a timeout or a 5xx never pays twice.
  const { claim, busy } = useMoneyClaim((args: MoneyKey) => send(args));
  const total = query.data?.total ?? 0;

  const onClaim = async () => {
    const result = await claim({});
    if (!result) return;
    if (!result.ok) toast.show({ type: 'fail', message: result.message });
    else if (result.value)
      toast.show({ type: 'success', message: `${t('promotions.claimed')}: ${money(result.value.amount)}` });
    else toast.show({ type: 'success', message: t('promotions.claimed') });
  };

  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      <LoadState {...queryState(query)}>
        <p className="rebates-screen__total">
          <span>{t('promotions.rebateAmount')}</span>
          <strong>{money(total)}</strong>
        </p>
        <RebateTable items={query.data?.items ?? []} />
        <Button block busy={busy} disabled={total <= 0} onClick={() => void onClaim()}>
          {t('promotions.claimRebate')}
        </Button>
      </LoadState>
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </section>
  );
}
