import { useTranslation } from '@wps-mobile/i18n';
import { ServerHtml } from '@wps-mobile/ui';
import { serverHref, useOpenLink } from '@wps-mobile/app-shell';
import { PromotionAction } from './parts/promotion-action';
import { PromotionPage } from './promotion-page';
import { PromotionSummary } from './parts/promotion-summary';

/** A promotion (/m/activityDetail?id=): summary, its rules as server HTML, and the action its status allows. */
export default function ActivityDetailScreen() {
  const { t } = useTranslation();
  const openLink = useOpenLink();
  return (
    <PromotionPage>
      {(promotion) => (
        <>
          <PromotionSummary promotion={promotion} />
          <h3 className="promotions-detail__rules">{t('promotions.rules')}</h3>
          <ServerHtml html={promotion.content} onLink={openLink} linkHref={serverHref} />
          <PromotionAction promotion={promotion} />
        </>
      )}
    </PromotionPage>
  );
}
