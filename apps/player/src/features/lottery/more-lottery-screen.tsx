import { useLotteryListQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { useOpenGame } from '../../lib/games/use-open-game';
import { useScreenContext } from '../../lib/screens/screen-context';
import { LotteryGames } from './lottery-games';
import { RecentDraws } from './recent-draws';
import './lottery.css';

const MODES = [
  { id: 'LOTT', label: 'games.prizeModeLott' },
  { id: 'ELOTT', label: 'games.prizeModeElott' },
] as const;

/** /m/moreLottery: every lottery game, one list per prize mode, and the latest VN draws. */
export default function MoreLotteryScreen() {
  const { title, titleShown } = useScreenContext();
  const { open, failed } = useOpenGame();
  return (
    <section className="lottery">
      {!titleShown && <h1 className="lottery__title">{title}</h1>}
      {failed ? (
        <p className="lottery__alert" role="alert">
          {failed}
        </p>
      ) : null}
      {MODES.map((mode) => (
        <PrizeModeSection key={mode.id} mode={mode} onOpen={open} />
      ))}
      <RecentDraws />
    </section>
  );
}

function PrizeModeSection({
  mode,
  onOpen,
}: {
  mode: (typeof MODES)[number];
  onOpen: ReturnType<typeof useOpenGame>['open'];
}) {
  const { t } = useTranslation();
  const list = useLotteryListQuery({ prizeMode: mode.id });
  const headingId = `more-lottery-${mode.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t(mode.label)}</h2>
      <LotteryGames
        games={list.data ?? []}
        loading={list.isLoading}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onOpen={onOpen}
        label={t(mode.label)}
      />
    </section>
  );
}
