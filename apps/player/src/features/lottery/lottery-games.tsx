import type { Game } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, GameTileSkeleton, NoData } from '@wps-mobile/ui';
import { ServerGameTile } from '../../lib/games/server-game-tile';
import { GAME_GRID_TILE_SIZES } from '../../lib/images/picture-sizes';

export interface LotteryGamesProps {
  games: readonly Game[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (game: Game) => void;
  label: string;
}

/** A short grid of lottery games (a few dozen at most), with its loading shape, failure and empty state. */
export function LotteryGames({ games, loading, failed, onRetry, onOpen, label }: LotteryGamesProps) {
  const { t } = useTranslation();
  if (loading)
    return (
      <div className="lottery__grid" aria-busy="true">
        {[1, 2, 3, 4, 5, 6].map((key) => (
          <GameTileSkeleton key={key} />
        ))}
      </div>
    );
  if (failed)
    return (
      <div className="lottery__message" role="alert">
        <p>{t('games.loadFailed')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </div>
    );
  if (games.length === 0) return <NoData text={t('games.noGames')} />;
  return (
    <ul className="lottery__grid" aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <ServerGameTile game={game} sizes={GAME_GRID_TILE_SIZES} onLaunch={() => onOpen(game)} />
        </li>
      ))}
    </ul>
  );
}
