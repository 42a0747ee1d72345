import type { ActivityStatus } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { STATUS_LABELS } from '../../../lib/promotions/promotion-status-labels';
import { toneOf } from './promotion-status';

/** The member's status of a promotion as a small coloured label. */
export function StatusBadge({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`promotions-status promotions-status--${toneOf(status)}`}>
      {t(STATUS_LABELS[status])}
    </span>
  );
}
