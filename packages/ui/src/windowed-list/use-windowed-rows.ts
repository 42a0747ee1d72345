import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { isNearEnd, stepTowards, visibleRows, type RowRange } from './window-range';

export interface WindowedRowsOptions {
  /** The element that holds the list and its footer; it scrolls itself when `scroll` is 'container'. */
  rootRef: RefObject<HTMLElement | null>;
  /** The element whose children are the items, laid out in rows. */
  listRef: RefObject<HTMLElement | null>;
  scroll: 'window' | 'container';
  /** False while the list cannot be laid out yet (its columns unknown): nothing is checked or asked for. */
  enabled?: boolean;
  /** Items a row holds: rows are measured again when it changes (their height follows their width). */
  columns?: number;
  rowCount: number;
  /** Row height (with its gap) used until a rendered row has been measured. */
  estimatedRowSize: number;
  overscan: number;
  endThreshold: number;
  /** Called on every check that finds the end within `endThreshold` pixels. */
  onNearEnd: () => void;
}

const sameRange = (a: RowRange, b: RowRange) => a.first === b.first && a.last === b.last;

/**
 * Rows that may join the window at each edge per frame, beyond those in view. A window step's cost is the layout
 * and paint of the tiles that join it; a flick that brought four rows at once made one frame of over 50 ms at 4x
 * CPU, where one row a frame keeps each frame short and fills the overscan within a few frames.
 */
const ROWS_PER_FRAME = 1;

/**
 * Why the window is checked: the list changed (the row is measured again), the page scrolled (positions only;
 * also the frames that finish a step) or the viewport resized (measured, and the window jumps to its new range:
 * a resize changes the columns and the rows' size, so the rows in the page are not the ones of the new window).
 */
export type CheckReason = 'change' | 'scroll' | 'resize';

/** The viewport's height before a list is in the page (a phone's tall screen where there is no window). */
const viewportHeightGuess = (): number =>
  typeof window !== 'undefined' && window.innerHeight > 0 ? window.innerHeight : 800;

/**
 * Tracks which rows of a list intersect the viewport (the window's or the root's own) as it scrolls or resizes,
 * measuring a rendered row for the row height; scroll work is coalesced into one check per animation frame.
 */
export function useWindowedRows(options: WindowedRowsOptions): {
  range: RowRange;
  rowSize: number;
  check: (reason?: CheckReason) => void;
} {
  const {
    rootRef,
    listRef,
    scroll,
    enabled = true,
    columns = 1,
    rowCount,
    estimatedRowSize,
    overscan,
    endThreshold,
  } = options;
  const [rowSize, setRowSize] = useState(estimatedRowSize);
  // Whether a row has been measured since the columns last changed (rows of other widths have other heights).
  const measuredRef = useRef(false);
  const measuredColumnsRef = useRef(columns);
  // Whether the last measuring check found no row drawn to measure.
  const rowMissingRef = useRef(false);
  // The first rows render with the screen, before anything is measured: as many as would fill the viewport were
  // the list at its top, and one more in case its rows are shorter than the estimate, not the whole overscan (most
  // lists start lower down, so even that is more than is seen). The first check adds the rest a row a frame, so the
  // screen's first render does not lay out tiles no one sees (on a 640 px phone the game list's first render drew
  // nine rows of tiles, 800 px' worth and an overscan of three, where five rows fill the whole screen).
  const [range, setRange] = useState<RowRange>(() =>
    visibleRows({
      scrolledPast: 0,
      viewportHeight: viewportHeightGuess(),
      rowSize: estimatedRowSize,
      rowCount,
      overscan: Math.min(overscan, 1),
    }),
  );
  // The range drawn (a step goes on from it: while React renders a step in the background, the checks of the
  // frames meanwhile ask for the same step again, not for one step more each), the range last asked for, whether
  // it stops short of the window's range, and the scroll listener's once-a-frame scheduler, which finishes it.
  const drawnRef = useRef(range);
  const askedRef = useRef(range);
  const stepPendingRef = useRef(false);
  const scheduleRef = useRef<() => void>(() => {});
  useLayoutEffect(() => {
    drawnRef.current = range;
  }, [range]);
  const nearEndRef = useRef(options.onNearEnd);
  useLayoutEffect(() => {
    nearEndRef.current = options.onNearEnd;
  });

  // A scroll frame does not measure: the row height is read when the list changes or the window resizes, so a
  // scroll step only reads positions (all reads before the one state update).
  const check = useCallback(
    (reason: CheckReason = 'change') => {
      const measure = reason !== 'scroll';
      const root = rootRef.current;
      const list = listRef.current;
      if (!enabled || !root || !list) return;
      let measured = rowSize;
      if (measuredColumnsRef.current !== columns) {
        measuredColumnsRef.current = columns;
        measuredRef.current = false;
      }
      if (measure || !measuredRef.current) {
        const row = list.firstElementChild as HTMLElement | null;
        rowMissingRef.current = !row;
        const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
        // The exact height, not offsetHeight's whole pixels: the padding standing for the rows not drawn then
        // adds up to what they would be, and what follows the list stays put as rows come and go.
        const height = row ? row.getBoundingClientRect().height + gap : 0;
        // Rows are assumed equally tall. Where they are not, the tallest seen is kept: a size that followed
        // whichever row is first would move the window, which changes the first row, and so on without end.
        if (height > 0) measured = measuredRef.current ? Math.max(rowSize, height) : height;
        if (height > 0) measuredRef.current = true;
      }
      let scrolledPast: number;
      let viewportHeight: number;
      let nearEnd: boolean;
      if (scroll === 'window') {
        viewportHeight = window.innerHeight;
        scrolledPast = -list.getBoundingClientRect().top;
        nearEnd = isNearEnd(root.getBoundingClientRect().bottom, viewportHeight, endThreshold);
      } else {
        viewportHeight = root.clientHeight;
        scrolledPast = root.scrollTop - list.offsetTop;
        nearEnd = isNearEnd(root.scrollHeight, root.scrollTop + viewportHeight, endThreshold);
      }
      const rows = { scrolledPast, viewportHeight, rowSize: measured, rowCount };
      const target = visibleRows({ ...rows, overscan });
      const next =
        reason === 'resize'
          ? target
          : stepTowards(drawnRef.current, target, visibleRows({ ...rows, overscan: 0 }), ROWS_PER_FRAME);
      stepPendingRef.current = !sameRange(next, target);
      if (measured !== rowSize) setRowSize(measured);
      if (!sameRange(askedRef.current, next)) {
        askedRef.current = next;
        setRange(next);
      }
      if (nearEnd) nearEndRef.current();
    },
    [rootRef, listRef, scroll, enabled, columns, rowCount, rowSize, overscan, endThreshold],
  );

  // Every change of the list (more rows, a measured row) is checked before paint, so no blank frame shows. The
  // first check waits for the frame that draws the list (its first window, the estimate's, fills the viewport):
  // reading the rows in the commit that put them in the page would lay the whole new screen out there, in the
  // task that committed it, instead of in the frame that lays it out anyway. The scroll listener's frame makes it.
  const firstCheckRef = useRef<'due' | 'asked' | 'done'>(
    typeof requestAnimationFrame === 'function' ? 'due' : 'done',
  );
  useLayoutEffect(() => {
    if (firstCheckRef.current !== 'due') check();
  }, [check]);
  // A list whose first check found no row to measure (its first items not drawn yet) measures the first one drawn.
  useLayoutEffect(() => {
    if (rowMissingRef.current && range.last > range.first) check();
  }, [range, check]);

  useEffect(() => {
    let frame = 0;
    let resized = false;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const first = firstCheckRef.current !== 'done';
        firstCheckRef.current = 'done';
        const reason = resized ? 'resize' : first ? 'change' : 'scroll';
        resized = false;
        // A scroll's new window is a transition: React renders the rows entering it in slices that yield to
        // the next input, so a fast thumb never meets one long task (overscan covers the frame it takes).
        startTransition(() => check(reason));
      });
    };
    scheduleRef.current = schedule;
    if (enabled && firstCheckRef.current === 'due') {
      firstCheckRef.current = 'asked';
      schedule();
    }
    const onResize = () => {
      resized = true;
      schedule();
    };
    const target: HTMLElement | Window | null = scroll === 'window' ? window : rootRef.current;
    target?.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      target?.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', onResize);
    };
  }, [check, scroll, rootRef, enabled]);

  // A step short of the window's range goes on in the next frame, once this one is drawn. After every commit,
  // and after the listener's effect: a listener set up again (its check changed) has cancelled the frame the old
  // one had asked for, and the new one must be asked.
  useEffect(() => {
    if (!stepPendingRef.current) return;
    stepPendingRef.current = false;
    scheduleRef.current();
  });

  return { range, rowSize, check };
}
