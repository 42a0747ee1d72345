import { useTranslation } from '@wps-mobile/i18n';
import { usePressable } from '../touch-feedback/use-pressable';
import './match-card.css';

export interface Match {
  id: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  homeLogoSrc?: string;
  awayLogoSrc?: string;
  /** The badges at other widths (`<img srcset>`), with `logoSizes`, so a phone downloads the width it draws. */
  homeLogoSrcSet?: string;
  awayLogoSrcSet?: string;
  /** How wide the card draws a badge (`<img sizes>`, e.g. `40px`); used with the srcsets. */
  logoSizes?: string;
  /** Start time formatted by the app (spec: MM/DD HH:mm). */
  time: string;
}

export interface MatchCardProps {
  match: Match;
  /** Makes the card one button ending in "Bet now" (the spec launches the match's game). */
  onSelect?: (match: Match) => void;
}

/** An upcoming match: league, both teams with their badges, "VS" and the start time. */
export function MatchCard({ match, onSelect }: MatchCardProps) {
  const { t } = useTranslation();
  // The spec's touch timings, as on the game tiles, when the card is a button.
  const pressable = usePressable('wps-match-card');
  const content = (
    <>
      <span className="wps-match-card__league">{match.league}</span>{' '}
      <span className="wps-match-card__teams">
        <Team
          name={match.homeTeam}
          logoSrc={match.homeLogoSrc}
          logoSrcSet={match.homeLogoSrcSet}
          logoSizes={match.logoSizes}
        />{' '}
        <span className="wps-match-card__versus">{t('ui.versus')}</span>{' '}
        <Team
          name={match.awayTeam}
          logoSrc={match.awayLogoSrc}
          logoSrcSet={match.awayLogoSrcSet}
          logoSizes={match.logoSizes}
        />
      </span>{' '}
      <bdi className="wps-match-card__time">{match.time}</bdi>
      {onSelect && (
        <>
          {' '}
          <span className="wps-match-card__bet">{t('ui.betNow')}</span>
        </>
      )}
    </>
  );
  if (onSelect) {
    return (
      <button type="button" {...pressable} onClick={() => onSelect(match)}>
        {content}
      </button>
    );
  }
  return <div className="wps-match-card">{content}</div>;
}

interface TeamProps {
  name: string;
  logoSrc: string | undefined;
  logoSrcSet: string | undefined;
  logoSizes: string | undefined;
}

function Team({ name, logoSrc, logoSrcSet, logoSizes }: TeamProps) {
  return (
    <span className="wps-match-card__team">
      {logoSrc ? (
        <img
          {...(logoSrcSet ? { srcSet: logoSrcSet, sizes: logoSizes } : {})}
          src={logoSrc}
          alt=""
          width={40}
          height={40}
          loading="lazy"
        />
      ) : (
        <span className="wps-match-card__badge" aria-hidden="true" />
      )}
      <span className="wps-match-card__name">{name}</span>
    </span>
  );
}
