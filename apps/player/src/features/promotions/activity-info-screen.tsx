import type { Promotion } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { useState } from 'react';
import { AppLink } from '@wps-mobile/app-shell';
import { ApplyForm } from './parts/apply-form';
import { PromotionPage } from './promotion-page';
import { actionOf } from './status/promotion-status';
import { PromotionSummary } from './parts/promotion-summary';

/**
 * The application page (/m/activityInfo?id=): the promotion's summary and, while it invites applications, the
 * comment form; afterwards the status the server gave it.
 */
export default function ActivityInfoScreen() {
  const { t } = useTranslation();
  const [applied, setApplied] = useState<Promotion | undefined>();
  return (
    <PromotionPage>
      {(loaded) => {
        const promotion = applied?.id === loaded.id ? applied : loaded;
        return (
          <>
            <PromotionSummary promotion={promotion} />
            {applied ? (
              <p className="promotions-apply__done" role="status">
                {t('promotions.applied')}
              </p>
            ) : null}
            {!applied && actionOf(promotion.status) === 'apply' ? (
              <ApplyForm promotion={promotion} onApplied={setApplied} />
            ) : (
              <AppLink
                className="promotions-detail__back"
                href={`${routePath('activityDetail')}?id=${promotion.id}`}
              >
                {t('common.details')}
              </AppLink>
            )}
          </>
        );
      }}
    </PromotionPage>
  );
}
