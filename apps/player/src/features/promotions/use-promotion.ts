import { usePromotionDetailQuery } from '@wps-mobile/api-client';
import { isWpsError } from '@wps-mobile/api-client';
import { WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { useSearchParams } from 'react-router';
import { promotionIdOf } from './status/promotion-status';

/** The promotion of the page's `?id=`; `missing` when the id is absent, malformed or unknown to the server. */
export function usePromotion() {
  const [search] = useSearchParams();
  const id = promotionIdOf(search);
  const query = usePromotionDetailQuery({ id: id ?? 0 }, { skip: id === undefined });
  const unknown = isWpsError(query.error) && query.error.errorCode === WPS_ERROR_CODES.notFound;
  return { ...query, missing: id === undefined || unknown };
}
