import { useLotteryListQuery, useLotteryMenuQuery } from '@wps-mobile/api-client';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Tabs } from '@wps-mobile/ui';
import { useSearchParams } from 'react-router';
import { AppLink } from '@wps-mobile/app-shell';
import { useOpenGame } from '../../lib/games/use-open-game';
import { useScreenContext } from '../../lib/screens/screen-context';
import { LotteryGames } from './lottery-games';
import { gamesOfVendor, openingPrizeMode } from './lottery-rules';
import { RecentDraws } from './recent-draws';
import './lottery.css';

const MODE_LABELS = { LOTT: 'games.prizeModeLott', ELOTT: 'games.prizeModeElott' } as const;

/**
 * /m/lottery: the lottery games of a prize mode (the address's, else the ELOTT rule of spec section 4), of one
 * vendor when the address names it, the latest VN draws and a link to more lottery. A game opens through the
 * lottery launch.
 */
export default function LotteryScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const [query, setQuery] = useSearchParams();
  const menu = useLotteryMenuQuery();
  const prizeMode = openingPrizeMode(query.get('prizeMode'), menu.data);
  const vendor = query.get('vassalage');
  const list = useLotteryListQuery({ prizeMode }, { skip: menu.isLoading && !query.get('prizeMode') });
  const { open, failed } = useOpenGame();
  const choose = (mode: string) => setQuery({ prizeMode: mode }, { replace: true });
  return (
    <section className="lottery">
      {!titleShown && <h1 className="lottery__title">{title}</h1>}
      {failed ? (
        <p className="lottery__alert" role="alert">
          {failed}
        </p>
      ) : null}
      <Tabs
        tabs={(['LOTT', 'ELOTT'] as const).map((id) => ({ id, label: t(MODE_LABELS[id]) }))}
        activeId={prizeMode}
        onChange={choose}
        label={title}
        activation="manual"
      >
        <LotteryGames
          games={gamesOfVendor(list.data ?? [], vendor)}
          loading={list.isLoading || menu.isLoading}
          failed={list.isError}
          onRetry={() => void list.refetch()}
          onOpen={open}
          label={t(MODE_LABELS[prizeMode])}
        />
      </Tabs>
      <AppLink className="lottery__more" href={routePath('moreLottery')}>
        {t('routes.moreLottery')}
      </AppLink>
      <RecentDraws />
    </section>
  );
}
