import type { HotMatch } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Dialog, MatchCard } from '@wps-mobile/ui';
import { serverPicture, useRuntimeConfig } from '@wps-mobile/app-shell';
import { TEAM_BADGE_SIZES } from '../../../lib/images/picture-sizes';
import { formatMatchTime } from './match-time';

export interface HotMatchDialogProps {
  open: boolean;
  matches: readonly HotMatch[];
  onClose: () => void;
  /** Every match and the bet button open the first match's game (spec section 2). */
  onBet: () => void;
  /** A launch failure to show inside the dialog. */
  error?: string | undefined;
}

/** The hot match modal: league, team badges and names, VS and the start time of every upcoming match. */
export function HotMatchDialog({ open, matches, onClose, onBet, error }: HotMatchDialogProps) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const badge = (url: string) => serverPicture(url, config, TEAM_BADGE_SIZES);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('home.hotMatches.title')}
      actions={
        <Button variant="primary" onClick={onBet}>
          {t('ui.betNow')}
        </Button>
      }
    >
      {error ? <p role="alert">{error}</p> : null}
      <ul className="hot-match-list">
        {matches.map((match, index) => {
          const home = badge(match.homeTeamImageUrl);
          const away = badge(match.awayTeamImageUrl);
          return (
            <li key={`${match.nodeId}-${match.matchTime}-${index}`}>
              <MatchCard
                match={{
                  id: `${match.nodeId}-${index}`,
                  league: match.league,
                  homeTeam: match.homeTeam,
                  awayTeam: match.awayTeam,
                  homeLogoSrc: home.src,
                  awayLogoSrc: away.src,
                  ...(home.srcSet ? { homeLogoSrcSet: home.srcSet } : {}),
                  ...(away.srcSet ? { awayLogoSrcSet: away.srcSet } : {}),
                  logoSizes: TEAM_BADGE_SIZES,
                  time: formatMatchTime(match.matchTime),
                }}
                onSelect={onBet}
              />
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
