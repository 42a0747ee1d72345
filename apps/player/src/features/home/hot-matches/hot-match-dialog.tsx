import type { HotMatch } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Dialog, MatchCard } from '@wps-mobile/ui';
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
        {matches.map((match, index) => (
          <li key={`${match.nodeId}-${match.matchTime}-${index}`}>
            <MatchCard
              match={{
                id: `${match.nodeId}-${index}`,
                league: match.league,
                homeTeam: match.homeTeam,
                awayTeam: match.awayTeam,
                homeLogoSrc: match.homeTeamImageUrl,
                awayLogoSrc: match.awayTeamImageUrl,
                time: formatMatchTime(match.matchTime),
              }}
              onSelect={onBet}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
