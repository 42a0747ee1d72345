import type { Promotion } from '@wps-mobile/api-client/contract';
import { Toast } from '@wps-mobile/ui';
import { PromotionRow } from './promotion-row';
import { useClaim } from './use-claim';

/** Promotions with their status and a Claim button on the claimable ones (one claim at a time). */
export function PromotionList({ promotions }: { promotions: readonly Promotion[] }) {
  const { claim, claimingId, toast } = useClaim();
  return (
    <>
      <ul className="rewards-list">
        {promotions.map((promotion) => (
          <PromotionRow
            key={promotion.id}
            promotion={promotion}
            claiming={claimingId === promotion.id}
            busy={claimingId !== null}
            onClaim={claim}
          />
        ))}
      </ul>
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </>
  );
}
