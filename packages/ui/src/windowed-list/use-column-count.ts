import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** As many columns of at least `minColumnWidth` pixels, `gap` apart, as `width` holds (at least one). */
function fit(width: number, minColumnWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap)));
}

/**
 * The first guess at a list's columns, before it is in the page: as many as the viewport's width holds (a list
 * is at most as wide as the viewport and in a phone's page rarely much narrower); undefined with no viewport.
 */
function viewportGuess(minColumnWidth: number | undefined, gap: number): number | undefined {
  if (minColumnWidth === undefined || typeof window === 'undefined' || !(window.innerWidth > 0))
    return undefined;
  return fit(window.innerWidth, minColumnWidth, gap);
}

/**
 * The number of grid columns: `columns` when given, else as many columns of at least `minColumnWidth` pixels
 * as fit the element's width (followed as it resizes), else one. Until the element's width is read (when the
 * `ResizeObserver` first reports, before the first paint) fitted columns are the viewport's guess, so the list's
 * first items render with the rest of the screen, in the background, instead of in a render of their own; a
 * guess the width does not bear out is corrected before the first paint. Without a viewport to guess from, they
 * are `undefined` until the width is read, so a list need not render its items in one column first.
 */
export function useColumnCount(
  ref: RefObject<HTMLElement | null>,
  columns: number | undefined,
  minColumnWidth: number | undefined,
  gap: number,
): number | undefined {
  const [fitted, setFitted] = useState<number | undefined>(() =>
    columns === undefined ? viewportGuess(minColumnWidth, gap) : undefined,
  );
  const fittedRef = useRef(fitted);
  fittedRef.current = fitted;
  useLayoutEffect(() => {
    const element = ref.current;
    if (columns !== undefined || minColumnWidth === undefined || !element) return;
    const fitElement = () => setFitted(fit(element.clientWidth, minColumnWidth, gap));
    if (typeof ResizeObserver === 'undefined') {
      fitElement();
      return;
    }
    // With a guess on screen, the width is read when the observer first reports, after the frame's layout and
    // before its paint (reading it here would lay the new screen out inside the commit); a guess it does not bear
    // out is corrected there and then, so no frame shows the wrong columns. With none, it is read at once.
    if (fittedRef.current === undefined) fitElement();
    const observer = new ResizeObserver(() => {
      const next = fit(element.clientWidth, minColumnWidth, gap);
      if (next !== fittedRef.current) flushSync(() => setFitted(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, columns, minColumnWidth, gap]);
  if (columns !== undefined) return Math.max(1, Math.floor(columns));
  return minColumnWidth === undefined ? 1 : fitted;
}
