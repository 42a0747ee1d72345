import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { CONSTANTS } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton } from '../icon-button/icon-button';
import { IconPause, IconPlay } from '../icons/control-icons';
import { classNames } from '../internal/class-names';
import { RenderedItem, type RenderItem } from '../internal/rendered-item';
import { usePrefersReducedMotion } from '../internal/use-prefers-reduced-motion';
import './vertical-ticker.css';

export interface VerticalTickerProps<T> {
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Names the list for screen readers ("Latest winners"). */
  label: string;
  /** Rows in view at once; also the count up to which the list stays still (spec: scrolls above 3). */
  visibleRows?: number;
  /** Height of one row in pixels: rows scroll by exactly this much. */
  rowHeight?: number;
  /** Time between two steps. */
  intervalMs?: number;
}

/**
 * A list that scrolls up one row at a time, but only when it has more rows than fit (the winner board
 * scrolls above 3 entries). It stops while pointer or focus is inside (and takes no step while a row is pressed),
 * has a pause button, and does not move at all under reduced motion until the user presses play.
 */
export function VerticalTicker<T>({
  items,
  getKey,
  renderItem,
  label,
  visibleRows = CONSTANTS.winnerBoard.scrollAbove,
  rowHeight = 64,
  intervalMs = 3000,
}: VerticalTickerProps<T>) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [start, setStart] = useState(0);
  // Set at once on a press, not after a render: a step due in the same instant as a tap must not move the row
  // from under the finger, which would leave the tap on no row at all.
  const pressed = useRef(false);
  // A press ends where the pointer is let go or leaves: a mouse dragged out and released elsewhere never sends
  // the ticker its pointerup, and must not leave it frozen.
  const release = () => {
    pressed.current = false;
  };
  const scrolls = items.length > visibleRows;
  const paused = userPaused ?? reducedMotion;
  const moving = scrolls && !paused && !hovered && !focused;

  useEffect(() => {
    if (!moving) return undefined;
    const timer = window.setInterval(() => {
      if (!pressed.current) setStart((current) => (current + 1) % items.length);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [moving, items.length, intervalMs]);

  // Rows from `start` on, then the ones before it: the first row moves to the end at each step.
  const first = scrolls ? start % items.length : 0;
  const ordered = [...items.slice(first), ...items.slice(0, first)];
  const style = {
    '--wps-ticker-row-height': `${rowHeight}px`,
    '--wps-ticker-rows': Math.min(visibleRows, items.length),
  } as CSSProperties;

  return (
    <div
      className="wps-ticker"
      style={style}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => {
        release();
        setHovered(false);
      }}
      onPointerDown={() => {
        pressed.current = true;
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="wps-ticker__window">
        <ul
          aria-label={label}
          className={classNames(
            'wps-ticker__list',
            // Two identical animations under different names: switching restarts it at every step.
            scrolls && start > 0 && !reducedMotion && `wps-ticker__list--step-${start % 2 === 0 ? 'a' : 'b'}`,
          )}
        >
          {ordered.map((item) => (
            <li key={getKey(item)} className="wps-ticker__row">
              {/* No index: every row changes place at each step, and stays as it is. */}
              <RenderedItem item={item} renderItem={renderItem as RenderItem} />
            </li>
          ))}
        </ul>
      </div>
      {scrolls && (
        <IconButton
          className="wps-ticker__pause"
          label={paused ? t('ui.scrollPlay') : t('ui.scrollPause')}
          onClick={() => setUserPaused(!paused)}
        >
          {paused ? <IconPlay size={18} /> : <IconPause size={18} />}
        </IconButton>
      )}
    </div>
  );
}
