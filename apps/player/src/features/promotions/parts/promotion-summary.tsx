import type { Promotion } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { useFormatMoney, useServerPicture } from '@wps-mobile/app-shell';
import { PROMOTION_SIZES } from '../../../lib/images/picture-sizes';
import { StatusBadge } from '../status/status-badge';
import { usePeriodText } from './use-period-text';

/** Banner, title, status, period and bonus of one promotion (detail and application pages, under the top bar). */
export function PromotionSummary({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const period = usePeriodText(promotion);
  const picture = useServerPicture(promotion.imageUrl, PROMOTION_SIZES);
  return (
    <div className="promotions-summary">
      <img className="promotions-summary__image" {...picture} alt="" />
      <div className="promotions-summary__head">
        <h2 className="promotions-summary__title">{promotion.title}</h2>
        <StatusBadge status={promotion.status} />
      </div>
      <dl className="promotions-summary__facts">
        <dt>{t('promotions.period')}</dt>
        <dd>{period}</dd>
        <dt>{t('promotions.bonus')}</dt>
        <dd>{formatMoney(promotion.bonus)}</dd>
      </dl>
    </div>
  );
}
