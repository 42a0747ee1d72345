import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: a first batch, then one batch more whenever the end of what is shown
 * comes within `marginPx` of the viewport. Home's popular area lists every hot game; rendering the fifty-odd
 * tiles at once is most of home's start-up work on a cheap phone, though only the first rows are on screen.
 * Put the returned ref on an element just after the list. Without IntersectionObserver every item shows.
 * A new `items` list (another search, another category) starts again from the first batch.
 */
export function useRevealedCount(
  items: readonly unknown[],
  batch: number,
  marginPx = 600,
): { count: number; endRef: (element: Element | null) => void } {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [shown, setShown] = useState({ items, count: batch });
  const [end, setEnd] = useState<Element | null>(null);
  // A new list resets the count during render, before anything of the old count is drawn.
  const current = shown.items === items ? shown : { items, count: batch };
  if (current !== shown) setShown(current);
  const count = observable ? Math.min(current.count, items.length) : items.length;
  const more = count < items.length;

  useEffect(() => {
    if (!end || !more) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        startTransition(() =>
          setShown((previous) =>
            previous.items === items ? { items, count: previous.count + batch } : previous,
          ),
        );
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
    // `count` is a dependency so that the observer fires again when the end is still in reach after a batch.
  }, [end, more, items, batch, marginPx, count]);

  return { count, endRef: setEnd };
}
