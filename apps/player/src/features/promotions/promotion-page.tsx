import type { Promotion } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import type { ReactNode } from 'react';
import { AppLink } from '@wps-mobile/app-shell';
import { ContentScreen, Loaded } from '../../lib/screens/content-screen';
import { usePromotion } from './use-promotion';
import '../../lib/screens/content-screen.css';
import './promotions.css';

/**
 * The frame of the pages of one promotion (`?id=`): a "does not exist" note with a way back to the list for a
 * missing or unknown id, the failure with a retry, else the page for the promotion.
 */
export function PromotionPage({ children }: { children: (promotion: Promotion) => ReactNode }) {
  const { t } = useTranslation();
  const { missing, ...query } = usePromotion();
  return (
    <ContentScreen>
      {missing ? (
        <>
          <NoData text={t('promotions.notFound')} />
          <AppLink className="promotions-detail__back" href={routePath('activity')}>
            {t('routes.activity')}
          </AppLink>
        </>
      ) : (
        <Loaded {...query}>
          {(promotion) => <div className="content-screen__card promotions-detail">{children(promotion)}</div>}
        </Loaded>
      )}
    </ContentScreen>
  );
}
