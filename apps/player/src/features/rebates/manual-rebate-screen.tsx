import { useClaimManualRebateMutation, useManualRebateQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Toast } from '@wps-mobile/ui';
import { useRef } from 'react';
import { LoadState, queryState } from '../../lib/load-state';
import { useScreenContext } from '../../lib/screen-context';
import { serverMessage } from '../../lib/server-message';
import { useFormatMoney } from '../../lib/use-format-money';
import { useToast } from '../../lib/use-toast';
import { RebateTable } from './rebate-table';
import '../../lib/account-screen.css';
import './rebates.css';

/** Manual rebate: what the member may claim now per game category, and one Claim for the total. */
export default function ManualRebateScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const money = useFormatMoney();
  const toast = useToast();
  const query = useManualRebateQuery();
  const [claim, claiming] = useClaimManualRebateMutation();
  const inFlight = useRef(false);
  const total = query.data?.total ?? 0;

  const onClaim = async () => {
    // One tap, one request: a second tap while the claim runs does nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const result = await claim().unwrap();
      toast.show({ type: 'success', message: `${t('promotions.claimed')}: ${money(result.amount)}` });
    } catch (error) {
      toast.show({ type: 'fail', message: serverMessage(error, t) });
    } finally {
      inFlight.current = false;
    }
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
        <Button block busy={claiming.isLoading} disabled={total <= 0} onClick={() => void onClaim()}>
          {t('promotions.claimRebate')}
        </Button>
      </LoadState>
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </section>
  );
}
