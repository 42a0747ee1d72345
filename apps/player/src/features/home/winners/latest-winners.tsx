import { useWinnerBoardQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { WinnerBoard, type Winner } from '@wps-mobile/ui';
import { useDeferredValue } from 'react';
import { useAfterFirstScreen, useFormatMoney, useRuntimeConfig } from '@wps-mobile/app-shell';
import { LANGUAGE_RELOAD_DELAY_MS, useSettledLanguage } from '../../../lib/language/use-settled-language';
import { useOpenGame } from '../../../lib/games/use-open-game';
import { sortWinners, winnerGame, winnerRows } from '../../../lib/games/winner-games';

const WINNER_LIMIT = 20;

/**
 * Latest winners: a ticker that moves above three entries; a row opens its game through the shared launch path
 * (lottery wins through the lottery launch; visitors log in first).
 */
export function LatestWinners() {
  const { t } = useTranslation();
  // A language change reloads the board once the choice settles.
  const language = useSettledLanguage(LANGUAGE_RELOAD_DELAY_MS.winnerBoard);
  // Below the first screen: asked for once home's banner and first answers are drawn.
  const afterFirstScreen = useAfterFirstScreen();
  const board = useWinnerBoardQuery(
    { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT },
    { skip: !afterFirstScreen },
  );
  // The rows draw in the background, in slices, after the answer arrives: the page stays responsive.
  const data = useDeferredValue(board.data);
  const { isError } = board;
  const { open, failed } = useOpenGame();
  const formatMoney = useFormatMoney();
  const config = useRuntimeConfig();
  const entries = sortWinners(data ?? []);
  const winners: Winner[] = winnerRows(entries, formatMoney, config);
  const play = (winner: Winner) => {
    const vo = entries[winners.indexOf(winner)]?.vo;
    if (vo) open(winnerGame(vo));
  };
  return (
    <section className="home-winners" aria-labelledby="home-winners-title">
      <h2 id="home-winners-title">{t('home.latestWinners')}</h2>
      {isError ? <p role="status">{t('errors.serviceOutage')}</p> : null}
      {failed ? <p role="alert">{failed}</p> : null}
      <WinnerBoard winners={winners} label={t('home.latestWinners')} variant="home" onPlay={play} />
    </section>
  );
}
