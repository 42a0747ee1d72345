import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The number of grid columns: `columns` when given, else as many columns of at least `minColumnWidth` pixels
 * as fit the element's width (followed as it resizes), else one. Fitted columns are `undefined` until the width
 * has been read (in a layout effect, before the first paint), so a list need not render its items in one column
 * first and lay them out twice.
 */
export function useColumnCount(
  ref: RefObject<HTMLElement | null>,
  columns: number | undefined,
  minColumnWidth: number | undefined,
  gap: number,
): number | undefined {
  const [fitted, setFitted] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (columns !== undefined || minColumnWidth === undefined || !element) return;
    const fit = () => {
      const width = element.clientWidth;
      setFitted(Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap))));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, columns, minColumnWidth, gap]);
  if (columns !== undefined) return Math.max(1, Math.floor(columns));
  return minColumnWidth === undefined ? 1 : fitted;
}
