import { usePromotionListQuery } from '@wps-mobile/api-client';
import { LoadState, queryState } from '../../lib/screens/load-state';
import { useScreenContext } from '../../lib/screens/screen-context';
import { PromotionList } from './promotion-list';
import '../../lib/screens/account-screen.css';
import './rewards.css';

/** Mission activity (/m/leaderBoard): the merchant's mission promotions with this member's status. */
export default function MissionScreen() {
  const { title, titleShown } = useScreenContext();
  const query = usePromotionListQuery({ category: 'MISSION' });
  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      <LoadState {...queryState(query)} empty={query.data?.length === 0}>
        <PromotionList promotions={query.data ?? []} />
      </LoadState>
    </section>
  );
}
