import { CONSTANTS } from '@wps-mobile/config';
import { NoData } from '../no-data/no-data';
import { VerticalTicker } from '../ticker/vertical-ticker';
import { WinnerRow, type Winner } from './winner-row';

export interface WinnerBoardProps {
  /** In display order; the app sorts them by win amount, highest first (spec). */
  winners: Winner[];
  /** Names the list ("Latest winners"). */
  label: string;
  variant?: 'home' | 'page';
  onPlay: (winner: Winner) => void;
  /** Shown when there are no winners (default "No data"). */
  emptyText?: string;
}

/** The latest winners: a vertical ticker of winner rows that scrolls only above 3 entries. */
export function WinnerBoard({ winners, label, variant = 'home', onPlay, emptyText }: WinnerBoardProps) {
  if (winners.length === 0) return <NoData text={emptyText} />;
  return (
    <VerticalTicker
      items={winners}
      getKey={(winner) => winner.id}
      renderItem={(winner) => <WinnerRow winner={winner} variant={variant} onPlay={onPlay} />}
      label={label}
      visibleRows={CONSTANTS.winnerBoard.scrollAbove}
    />
  );
}
