import { useWinnerBoardQuery } from '@wps-mobile/api-client';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import {
  Button,
  JackpotCounter,
  NoData,
  Skeleton,
  WinnerRow,
  useJackpotTicker,
  type Winner,
} from '@wps-mobile/ui';
import { useOpenGame } from '../../lib/games/use-open-game';
import { useScreenContext } from '../../lib/screens/screen-context';
import { useFormatMoney, useRuntimeConfig } from '@wps-mobile/app-shell';
import { LANGUAGE_RELOAD_DELAY_MS, useSettledLanguage } from '../../lib/language/use-settled-language';
import { sortWinners, winnerGame, winnerRows } from '../../lib/games/winner-games';
import './winners.css';

/**
 * /m/winnerPage, which the jackpot opens: the growing jackpot and the biggest recent wins (20, highest first);
 * a row opens its game through the shared launch path.
 */
export default function WinnerPageScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const language = useSettledLanguage(LANGUAGE_RELOAD_DELAY_MS.winnerBoard);
  const board = useWinnerBoardQuery({ gameCategory: 'ALL', language, limitNum: CONSTANTS.winnerBoard.limit });
  const jackpot = useJackpotTicker({});
  const formatMoney = useFormatMoney();
  const config = useRuntimeConfig();
  const { open, failed } = useOpenGame();
  const entries = sortWinners(board.data ?? []);
  const winners: Winner[] = winnerRows(entries, formatMoney, config);
  return (
    <section className="winners">
      {!titleShown && <h1 className="winners__title">{title}</h1>}
      <JackpotCounter value={jackpot} formatValue={(value) => formatMoney(value)} />
      <h2 id="winners-list-title">{t('games.winnersTitle')}</h2>
      {failed ? (
        <p className="winners__alert" role="alert">
          {failed}
        </p>
      ) : null}
      {board.isLoading ? (
        <div aria-busy="true" className="winners__loading">
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} height={56} radius={8} />
          ))}
        </div>
      ) : board.isError ? (
        <div className="winners__message" role="alert">
          <p>{t('games.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void board.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : winners.length === 0 ? (
        <NoData text={t('games.noWinners')} />
      ) : (
        <ol className="winners__list" aria-labelledby="winners-list-title">
          {winners.map((winner, index) => (
            <li key={winner.id}>
              <WinnerRow
                winner={winner}
                variant="page"
                onPlay={() => {
                  const entry = entries[index];
                  if (entry) open(winnerGame(entry.vo));
                }}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
