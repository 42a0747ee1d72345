import type { Promotion } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';
import { Link } from 'react-router';
import { StatusBadge } from '../status/status-badge';
import { usePeriodText } from './use-period-text';

/** One promotion of the list: banner, title, period and status; the whole card opens the detail. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const period = usePeriodText(promotion);
  return (
    <li className="promotions-card">
      <Link className="promotions-card__link" to={`${routePath('activityDetail')}?id=${promotion.id}`}>
        <img className="promotions-card__image" src={promotion.imageUrl} alt="" loading="lazy" />
        <span className="promotions-card__body">
          <span className="promotions-card__title">{promotion.title}</span>
          <span className="promotions-card__period">{period}</span>
        </span>
      </Link>
      <StatusBadge status={promotion.status} />
    </li>
  );
}
