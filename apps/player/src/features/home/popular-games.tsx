import type { Game } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, GameTile, GameTileSkeleton, NoData } from '@wps-mobile/ui';
import { useOpenGame } from './use-open-game';

const PLACEHOLDER_TILES = 6;

export interface PopularGamesProps {
  games: readonly Game[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** A grid of games that launch on a tap, with its loading shape, its failure message and the empty state. */
export function PopularGames({ games, loading, failed, onRetry }: PopularGamesProps) {
  const { t } = useTranslation();
  const { open, failed: launchFailed } = useOpenGame();
  if (loading) {
    return (
      <div className="popular-grid" aria-busy="true">
        {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
          <GameTileSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <div className="popular-message" role="alert">
        <p>{t('home.popular.loadFailed')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  if (games.length === 0) return <NoData />;
  return (
    <>
      {launchFailed ? (
        <p className="popular-message" role="alert">
          {launchFailed === 'error' ? t('errors.unknown') : launchFailed}
        </p>
      ) : null}
      <ul className="popular-grid">
        {games.map((game) => (
          <li key={game.nodeId}>
            <GameTile
              name={game.gameName}
              imageSrc={game.iconUrl}
              onLaunch={() => open(game)}
              {...(game.isNew ? { tag: t('games.classNew') } : {})}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
