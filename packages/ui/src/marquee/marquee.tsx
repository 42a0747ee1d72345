import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton } from '../icon-button/icon-button';
import { IconPause, IconPlay } from '../icons/control-icons';
import { classNames } from '../internal/class-names';
import { usePrefersReducedMotion } from '../internal/use-prefers-reduced-motion';
import './marquee.css';

export interface MarqueeProps {
  /** Announcement titles, shown one after another. */
  titles: string[];
  /** Names the strip for screen readers ("Announcements"). */
  label: string;
  /** A tap anywhere on the text (the spec opens /m/notice). */
  onOpen: () => void;
  /** Shown when there are no titles (default "No announcement"). */
  emptyText?: string;
  /** Decorative icon at the inline start (a speaker). */
  icon?: ReactNode;
  /** Speed of the scroll in characters per second. */
  charactersPerSecond?: number;
}

/**
 * The announcement strip: titles scroll along one line, in the reading direction. It stops on hover and
 * focus and has a pause button (WCAG 2.2.2); with reduced motion the line stays still and is cut off.
 */
export function Marquee({ titles, label, onOpen, emptyText, icon, charactersPerSecond = 8 }: MarqueeProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const text = titles.length > 0 ? titles.join('   •   ') : (emptyText ?? t('ui.noAnnouncement'));
  const moving = titles.length > 0 && !reducedMotion;
  // Longer text takes proportionally longer, so every announcement moves at the same readable speed.
  const seconds = Math.max(8, Math.round(text.length / charactersPerSecond));
  const style = { '--wps-marquee-duration': `${seconds}s` } as CSSProperties;

  return (
    <section className="wps-marquee" aria-label={label}>
      {icon !== undefined && (
        <span className="wps-marquee__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <button
        type="button"
        className={classNames('wps-marquee__window', moving && 'wps-marquee__window--moving')}
        onClick={onOpen}
      >
        <span
          className={classNames('wps-marquee__track', paused && 'wps-marquee__track--paused')}
          style={style}
        >
          <span className="wps-marquee__text">{text}</span>
          {/* A second copy follows the first, so the loop has no gap; only the first is read out. */}
          {moving && (
            <span className="wps-marquee__text" aria-hidden="true">
              {text}
            </span>
          )}
        </span>
      </button>
      {moving && (
        <IconButton
          label={paused ? t('ui.scrollPlay') : t('ui.scrollPause')}
          onClick={() => setUserPaused(!paused)}
        >
          {paused ? <IconPlay size={18} /> : <IconPause size={18} />}
        </IconButton>
      )}
    </section>
  );
}
