import { useClaimPromotionMutation, type MoneyKey } from '@wps-mobile/api-client';
import type { Promotion } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { useState } from 'react';
import { useMoneyClaim } from '../../lib/money/use-money-claim';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { useToast } from '../../lib/screens/use-toast';

/**
 * Claiming a promotion's bonus: a money submit with its idempotency key (one tap, one request, never repeated
 * by itself, looked up after a timeout); success and failure are told in a toast, and the unclaimed count
 * follows from the invalidated query.
 */
export function useClaim() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const toast = useToast();
  const [send] = useClaimPromotionMutation();
  const { claim } = useMoneyClaim((args: { id: number } & MoneyKey) => send(args));
  const [claimingId, setClaimingId] = useState<number | null>(null);

  const start = async (promotion: Promotion) => {
    if (claimingId !== null) return;
    setClaimingId(promotion.id);
    const result = await claim({ id: promotion.id });
    if (!result) return;
    setClaimingId(null);
    if (!result.ok) toast.show({ type: 'fail', message: result.message });
    else if (result.value)
      toast.show({
        type: 'success',
        message: `${t('promotions.claimed')}: ${money(result.value.promotion.bonus)}`,
      });
    else toast.show({ type: 'success', message: t('promotions.claimed') });
  };

  return { claim: (promotion: Promotion) => void start(promotion), claimingId, toast };
}
