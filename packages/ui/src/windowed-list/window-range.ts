/** The rows a windowed list renders: `first` inclusive, `last` exclusive. */
export interface RowRange {
  readonly first: number;
  readonly last: number;
}

export interface RangeInput {
  /** Pixels of the list scrolled above the top of the viewport (negative while the list starts below it). */
  readonly scrolledPast: number;
  readonly viewportHeight: number;
  /** Height of one row including the gap after it. */
  readonly rowSize: number;
  readonly rowCount: number;
  /** Rows rendered beyond each edge of the viewport, so a fast flick does not show blank space. */
  readonly overscan: number;
}

/** Which rows intersect the viewport, widened by the overscan and clamped to the list. */
export function visibleRows({
  scrolledPast,
  viewportHeight,
  rowSize,
  rowCount,
  overscan,
}: RangeInput): RowRange {
  if (rowCount === 0 || rowSize <= 0) return { first: 0, last: 0 };
  const top = Math.max(0, scrolledPast);
  const bottom = Math.max(0, scrolledPast + viewportHeight);
  const first = Math.max(0, Math.floor(top / rowSize) - overscan);
  const last = Math.min(rowCount, Math.ceil(bottom / rowSize) + overscan);
  return { first: Math.min(first, last), last };
}

/** Whether the end of the list is within `threshold` pixels below the bottom of the viewport. */
export function isNearEnd(listBottom: number, viewportBottom: number, threshold: number): boolean {
  return listBottom - viewportBottom <= threshold;
}

/**
 * The next range on the way from `current` to `target`: rows leaving the window go at once, rows joining it come
 * at most `maxStep` at each edge (a page of tiles costs its layout and paint in one frame, so a long jump is
 * spread over a few frames), except the rows in view (`inView`), which always come at once so nothing blank is
 * seen. A target that shares no row with `current` (the first rows of a list, a jump far away) is taken whole:
 * none of the rows in the page would stay, and a list's first picture is then whole.
 */
export function stepTowards(
  current: RowRange,
  target: RowRange,
  inView: RowRange,
  maxStep: number,
): RowRange {
  // Rows in view bound how little may come; an empty view (the list off screen) bounds nothing.
  const seen = inView.first < inView.last;
  const overlaps = current.first < current.last && target.first < current.last && current.first < target.last;
  if (!overlaps) return target;
  const first =
    target.first >= current.first
      ? target.first
      : Math.max(target.first, Math.min(current.first - maxStep, seen ? inView.first : Infinity));
  const last =
    target.last <= current.last
      ? target.last
      : Math.min(target.last, Math.max(current.last + maxStep, seen ? inView.last : -Infinity));
  return { first, last };
}
