import { useAvailablePromotionsQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { LoadState, queryState } from '../../lib/screens/load-state';
import { useScreenContext } from '../../lib/screens/screen-context';
import { PromotionList } from './promotion-list';
import '../../lib/screens/account-screen.css';
import './rewards.css';

/** The reward centre: promotions the member joined, the unclaimed count, and Claim on each claimable one. */
export default function RewardCenterScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const query = useAvailablePromotionsQuery();
  const data = query.data;
  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      <LoadState {...queryState(query)} empty={data?.list.length === 0}>
        <p className="rewards-summary" aria-live="polite">
          {t('member.unclaimed', { count: data?.unclaimedCount ?? 0 })}
        </p>
        <PromotionList promotions={data?.list ?? []} />
      </LoadState>
    </section>
  );
}
