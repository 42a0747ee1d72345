import { GAME_CATEGORIES, useWinnerBoardQuery, type GameCategory } from '@wps-mobile/api-client';
import type { WinnerEntry } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { WinnerBoard, type Winner } from '@wps-mobile/ui';
import { useFormatMoney } from '../../../lib/use-format-money';
import { LANGUAGE_RELOAD_DELAY_MS, useSettledLanguage } from '../../../lib/use-settled-language';
import { useLaunchGame } from '../use-launch-game';

const WINNER_LIMIT = 20;

const isCategory = (value: string): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value);

/** Highest wins first, as the board shows them. */
export function sortWinners(entries: readonly WinnerEntry[]): WinnerEntry[] {
  return [...entries].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}

/** Latest winners: a ticker that moves above three entries; a row launches its game (visitors log in first). */
export function LatestWinners() {
  const { t } = useTranslation();
  // A language change reloads the board once the choice settles.
  const language = useSettledLanguage(LANGUAGE_RELOAD_DELAY_MS.winnerBoard);
  const { data, isError } = useWinnerBoardQuery({ gameCategory: 'ALL', language, limitNum: WINNER_LIMIT });
  const { start, failed } = useLaunchGame();
  const formatMoney = useFormatMoney();
  const entries = sortWinners(data ?? []);
  const winners: Winner[] = entries.map((entry, index) => ({
    id: `${index}-${entry.vo.nodeId}`,
    customerName: entry.vo.customerName,
    gameName: entry.vo.gameName,
    amount: formatMoney(entry.vo.winAmount),
    iconSrc: entry.vo.iconUrl,
  }));
  const play = (winner: Winner) => {
    const vo = entries[winners.indexOf(winner)]?.vo;
    if (!vo) return;
    void start({
      category: isCategory(vo.gameType) ? vo.gameType : 'RNG',
      vendor: vo.vassalage,
      nodeId: vo.nodeId,
      ...(vo.gameId ? { gameId: vo.gameId } : {}),
    });
  };
  return (
    <section className="home-winners" aria-labelledby="home-winners-title">
      <h2 id="home-winners-title">{t('home.latestWinners')}</h2>
      {isError ? <p role="status">{t('errors.serviceOutage')}</p> : null}
      {failed ? <p role="alert">{failed === 'error' ? t('errors.unknown') : failed}</p> : null}
      <WinnerBoard winners={winners} label={t('home.latestWinners')} variant="home" onPlay={play} />
    </section>
  );
}
