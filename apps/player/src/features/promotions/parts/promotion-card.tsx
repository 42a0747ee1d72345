import type { Promotion } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';
import { useServerPicture } from '@wps-mobile/app-shell';
import { Link } from 'react-router';
import { PROMOTION_SIZES } from '../../../lib/images/picture-sizes';
import { StatusBadge } from '../status/status-badge';
import { usePeriodText } from './use-period-text';

/** One promotion of the list: banner, title, period and status; the whole card opens the detail. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const period = usePeriodText(promotion);
  const picture = useServerPicture(promotion.imageUrl, PROMOTION_SIZES);
  return (
    <li className="promotions-card">
      <Link className="promotions-card__link" to={`${routePath('activityDetail')}?id=${promotion.id}`}>
        <img className="promotions-card__image" {...picture} alt="" loading="lazy" />
        <span className="promotions-card__body">
          <span className="promotions-card__title">{promotion.title}</span>
          <span className="promotions-card__period">{period}</span>
        </span>
      </Link>
      <StatusBadge status={promotion.status} />
    </li>
  );
}
