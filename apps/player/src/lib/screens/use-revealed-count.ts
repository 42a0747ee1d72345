import { startTransition, useCallback, useState, type RefCallback } from 'react';

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
): { count: number; endRef: RefCallback<Element> } {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [shown, setShown] = useState({ items, count: batch });
  // A new list resets the count during render, before anything of the old count is drawn.
  const current = shown.items === items ? shown : { items, count: batch };
  if (current !== shown) setShown(current);
  const count = observable ? Math.min(current.count, items.length) : items.length;
  const more = count < items.length;

  // The end element is watched from its ref, not kept in state: state set as the list is put in the page rendered
  // the list (every tile of its first batch) a second time at once, in the same task. The ref is a new function
  // whenever what it watches for changes, so React disconnects the old observer and the new one looks again:
  // `count` is among them so that it fires again when the end is still in reach after a batch.
  const endRef = useCallback(
    (end: Element | null) => {
      if (!end || !more) return undefined;
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
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `count` is not read: a new count must look again
    [more, items, batch, marginPx, count],
  );

  return { count, endRef };
}
