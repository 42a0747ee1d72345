import { useClaimPromotionMutation } from '@wps-mobile/api-client';
import type { Promotion } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { useRef, useState } from 'react';
import { serverMessage } from '../../lib/server-message';
import { useFormatMoney } from '../../lib/use-format-money';
import { useToast } from '../../lib/use-toast';

/**
 * Claiming a promotion's bonus: one tap, one request (taps while it runs are ignored), never retried; success
 * and failure are told in a toast, and the unclaimed count follows from the invalidated query.
 */
export function useClaim() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const toast = useToast();
  const [claim] = useClaimPromotionMutation();
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const inFlight = useRef(false);

  const start = async (promotion: Promotion) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setClaimingId(promotion.id);
    try {
      const result = await claim({ id: promotion.id }).unwrap();
      toast.show({
        type: 'success',
        message: `${t('promotions.claimed')}: ${money(result.promotion.bonus)}`,
      });
    } catch (error) {
      toast.show({ type: 'fail', message: serverMessage(error, t) });
    } finally {
      inFlight.current = false;
      setClaimingId(null);
    }
  };

  return { claim: (promotion: Promotion) => void start(promotion), claimingId, toast };
}
