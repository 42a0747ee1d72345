import { useTranslation } from '@wps-mobile/i18n';
import { usePressable } from '../touch-feedback/use-pressable';
import './winner-row.css';

export interface Winner {
  id: string;
  /** As the server sends it (usually partly masked: "pl***01"). */
  customerName: string;
  gameName: string;
  /** Formatted by the app with its currency symbol ("₱12,000.00"). */
  amount: string;
  iconSrc?: string;
  /** The icon at the widths an image CDN offers, with how wide it is drawn (`40px`): the browser picks one. */
  iconSrcSet?: string;
  iconSizes?: string;
}

export interface WinnerRowProps {
  winner: Winner;
  /** `home`: "name just won"; `page` (winner page): the name, then "Just won in" and the game. */
  variant?: 'home' | 'page';
  /** Launches the winner's game; the whole row is the target. */
  onPlay: (winner: Winner) => void;
}

/** One latest win: game icon, who, which game, how much, and a "Play now" cue. The row is one button. */
export function WinnerRow({ winner, variant = 'page', onPlay }: WinnerRowProps) {
  const { t } = useTranslation();
  // The spec's touch timings, as on the game tiles: a scroll through the ticker that starts on a row does not flash it.
  const pressable = usePressable('wps-winner-row');
  return (
    <button type="button" {...pressable} onClick={() => onPlay(winner)}>
      {winner.iconSrc ? (
        <img
          className="wps-winner-row__icon"
          src={winner.iconSrc}
          srcSet={winner.iconSrcSet}
          sizes={winner.iconSizes}
          alt=""
          width={40}
          height={40}
          loading="lazy"
        />
      ) : (
        <span className="wps-winner-row__icon" aria-hidden="true" />
      )}
      <span className="wps-winner-row__text">
        {variant === 'home' ? (
          <span className="wps-winner-row__who">{t('ui.justWon', { name: winner.customerName })}</span>
        ) : (
          <span className="wps-winner-row__who">
            {winner.customerName} <span className="wps-winner-row__muted">{t('ui.justWonIn')}</span>
          </span>
        )}{' '}
        <span className="wps-winner-row__game">{winner.gameName}</span>
      </span>{' '}
      {/* Isolated, so a currency symbol and digits keep their order inside right-to-left text. */}
      <bdi className="wps-winner-row__amount">{winner.amount}</bdi>{' '}
      <span className="wps-winner-row__play">{t('ui.playNow')}</span>
    </button>
  );
}
