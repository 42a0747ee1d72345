import { useClaimPromotionMutation, type MoneyKey } from '@wps-mobile/api-client';
import type { Promotion } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Toast } from '@wps-mobile/ui';
import { useNavigate } from 'react-router';
import { useMoneyClaim } from '../../../lib/money/use-money-claim';
import { useToast } from '../../../lib/screens/use-toast';
import { STATUS_LABELS } from '../../../lib/promotions/promotion-status-labels';
import { actionOf } from '../status/promotion-status';
import { useMemberStep } from './use-member-step';

/** The button under a promotion: apply (join), claim the bonus (claim), or its status, disabled. */
export function PromotionAction({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const memberStep = useMemberStep(toast);
  const [send] = useClaimPromotionMutation();
  // A money submit with its key: one tap, one request, and a retry after a timeout never pays twice.
  const { claim, busy: claiming } = useMoneyClaim((args: { id: number } & MoneyKey) => send(args));
  const action = actionOf(promotion.status);

  function claimBonus() {
    void claim({ id: promotion.id }).then((result) => {
      if (result?.ok) toast.show({ type: 'success', message: t('promotions.claimed') });
      else if (result) toast.show({ type: 'fail', message: result.message });
    });
  }

  return (
    <div className="promotions-action">
      {action === 'apply' ? (
        <Button
          block
          onClick={() => memberStep(() => void navigate(`${routePath('activityInfo')}?id=${promotion.id}`))}
        >
          {t('promotions.apply')}
        </Button>
      ) : action === 'claim' ? (
        <Button block busy={claiming} onClick={() => memberStep(claimBonus)}>
          {t('promotions.statusClaim')}
        </Button>
      ) : (
        <Button block variant="secondary" disabled>
          {t(STATUS_LABELS[promotion.status])}
        </Button>
      )}
      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
    </div>
  );
}
