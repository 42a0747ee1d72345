import type { Promotion } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { AppLink, useFormatMoney } from '@wps-mobile/app-shell';
import { STATUS_LABELS } from '../../lib/promotions/promotion-status-labels';

export interface PromotionRowProps {
  readonly promotion: Promotion;
  readonly claiming: boolean;
  /** Another claim is running: this one waits. */
  readonly busy: boolean;
  readonly onClaim: (promotion: Promotion) => void;
}

/** A promotion of the reward centre or mission list: title, bonus, status, and Claim while it can be claimed. */
export function PromotionRow({ promotion, claiming, busy, onClaim }: PromotionRowProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <li className="rewards-row">
      <div className="rewards-row__text">
        <AppLink className="rewards-row__title" href={`${routePath('activityDetail')}?id=${promotion.id}`}>
          {promotion.title}
        </AppLink>
        <span className="rewards-row__bonus">{money(promotion.bonus)}</span>
      </div>
      {promotion.status === 'claim' ? (
        <Button busy={claiming} disabled={busy && !claiming} onClick={() => onClaim(promotion)}>
          {t('promotions.statusClaim')}
        </Button>
      ) : (
        <span className={`rewards-row__status rewards-row__status--${promotion.status.replace(' ', '-')}`}>
          {t(STATUS_LABELS[promotion.status])}
        </span>
      )}
    </li>
  );
}
