import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';
import { classNames } from '../internal/class-names';
import { RenderedItem, type RenderItem } from '../internal/rendered-item';
import { useColumnCount } from './use-column-count';
import { useWindowedRows } from './use-windowed-rows';
import { WindowedListFooter, type WindowedListStatus } from './windowed-list-footer';
import './windowed-list.css';

export type { WindowedListStatus } from './windowed-list-footer';

export interface WindowedListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** Names the list for screen readers. */
  label: string;
  /** 'window' (default) follows the page's scroll; 'container' makes the list scroll itself within `height`. */
  scroll?: 'window' | 'container';
  /** Block size of a container-scrolled list (a CSS length or pixels). */
  height?: CSSProperties['blockSize'];
  /** Fixed number of grid columns; otherwise `minColumnWidth` decides, otherwise one column. */
  columns?: number;
  /** As many columns of at least this many pixels as fit the width. */
  minColumnWidth?: number;
  /** Gap between rows and columns in pixels. */
  gap?: number;
  /** Row height with its gap, used until a rendered row is measured (rows are assumed equally tall). */
  estimatedRowHeight?: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
  /** 'idle' while more can be loaded; the footer shows loading, an error with a retry, or the end. */
  status?: WindowedListStatus;
  /** Called when the end of the list comes within `endThreshold` pixels while the status is 'idle'. */
  onEndReached?: () => void;
  endThreshold?: number;
  /** At most one `onEndReached` call in this many milliseconds. */
  endReachedInterval?: number;
  onRetry?: () => void;
  loadingLabel: string;
  errorLabel?: string;
  retryLabel?: string;
  /** Shown under the last item once everything is loaded; nothing when omitted. */
  endLabel?: string;
  /** Shown instead of the list when it has no items and nothing is loading. */
  empty?: ReactNode;
  className?: string;
}

/**
 * A list or grid that renders only the rows near the viewport (a bounded number of elements however many
 * items there are), asks for more near its end, and ends with a loading, error-with-retry or end footer.
 */
export function WindowedList<T>({
  items: givenItems,
  renderItem,
  getKey,
  label,
  scroll = 'window',
  height,
  columns,
  minColumnWidth,
  gap = 0,
  estimatedRowHeight = 160,
  overscan = 3,
  status = 'idle',
  onEndReached,
  endThreshold = 500,
  endReachedInterval = 1000,
  onRetry,
  loadingLabel,
  errorLabel,
  retryLabel,
  endLabel,
  empty,
  className,
}: WindowedListProps<T>) {
  // A page of items arriving renders in the background, in slices, while the rows already shown stay usable.
  const items = useDeferredValue(givenItems);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Until a fitted grid knows its columns (read before the first paint), it renders no item and checks nothing.
  const fittedColumns = useColumnCount(rootRef, columns, minColumnWidth, gap);
  const columnsKnown = fittedColumns !== undefined;
  const columnCount = fittedColumns ?? 1;
  const rowCount = columnsKnown ? Math.ceil(items.length / columnCount) : 0;
  const lastCall = useRef(Number.NEGATIVE_INFINITY);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const recheck = useRef<() => void>(() => {});

  const onNearEnd = useCallback(() => {
    if (status !== 'idle' || !onEndReached) return;
    const wait = lastCall.current + endReachedInterval - Date.now();
    if (wait > 0) {
      // Throttled: look again when the interval is over, in case the end is still near.
      clearTimeout(retryTimer.current);
      retryTimer.current = setTimeout(() => recheck.current(), wait);
      return;
    }
    lastCall.current = Date.now();
    onEndReached();
  }, [status, onEndReached, endReachedInterval]);

  const { range, rowSize, check } = useWindowedRows({
    rootRef,
    listRef,
    scroll,
    enabled: columnsKnown,
    columns: columnCount,
    rowCount,
    estimatedRowSize: estimatedRowHeight,
    overscan,
    endThreshold,
    onNearEnd,
  });
  useEffect(() => () => clearTimeout(retryTimer.current), []);
  useLayoutEffect(() => {
    recheck.current = check;
  });
  // Loading again after a page arrived or a retry: the end may still be in view. (Not on mount: the list's first
  // check, in the frame that draws it, looks for the end already.)
  const statusSeen = useRef(false);
  useEffect(() => {
    if (statusSeen.current && status === 'idle') recheck.current();
    statusSeen.current = true;
  }, [status]);

  const firstItem = range.first * columnCount;
  const visible = items.slice(firstItem, range.last * columnCount);
  const style = {
    '--wps-windowed-columns': columnCount,
    '--wps-windowed-gap': `${gap}px`,
    paddingBlockStart: range.first * rowSize,
    paddingBlockEnd: Math.max(0, rowCount - range.last) * rowSize,
  } as CSSProperties;
  const showEmpty = items.length === 0 && status !== 'loading' && status !== 'error' && empty !== undefined;

  return (
    <div
      ref={rootRef}
      className={classNames(
        'wps-windowed-list',
        scroll === 'container' && 'wps-windowed-list--container',
        className,
      )}
      style={scroll === 'container' ? { blockSize: height } : undefined}
    >
      {showEmpty ? (
        empty
      ) : (
        <ul ref={listRef} className="wps-windowed-list__items" aria-label={label} style={style}>
          {visible.map((item, offset) => {
            const index = firstItem + offset;
            return (
              <li key={getKey(item, index)} aria-setsize={items.length} aria-posinset={index + 1}>
                <RenderedItem item={item} index={index} renderItem={renderItem as RenderItem} />
              </li>
            );
          })}
        </ul>
      )}
      <WindowedListFooter
        status={showEmpty && status === 'end' ? 'idle' : status}
        loadingLabel={loadingLabel}
        errorLabel={errorLabel}
        retryLabel={retryLabel}
        endLabel={endLabel}
        onRetry={onRetry}
      />
    </div>
  );
}
