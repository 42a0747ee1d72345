import { useClaimPromotionMutation } from '@wps-mobile/api-client';
import type { Promotion } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Toast } from '@wps-mobile/ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/use-toast';
import { actionOf, STATUS_LABELS } from '../status/promotion-status';
import { useMemberStep } from './use-member-step';

/** The button under a promotion: apply (join), claim the bonus (claim), or its status, disabled. */
export function PromotionAction({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const memberStep = useMemberStep(toast);
  const [claim, { isLoading: claiming }] = useClaimPromotionMutation();
  // One tap, one request: a second tap before the busy state renders is ignored too.
  const sending = useRef(false);
  const action = actionOf(promotion.status);

  function claimBonus() {
    if (sending.current) return;
    sending.current = true;
    claim({ id: promotion.id })
      .unwrap()
      .then(() => toast.show({ type: 'success', message: t('promotions.claimed') }))
      .catch((error: unknown) => toast.show({ type: 'fail', message: serverMessage(error, t) }))
      .finally(() => {
        sending.current = false;
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
