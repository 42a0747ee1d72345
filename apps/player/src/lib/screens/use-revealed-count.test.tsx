import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevealedCount } from './use-revealed-count';

let reachEnd: () => void = () => {};
/** Elements observed and not yet let go of, across every observer. */
let watched: Element[] = [];
function stubObserver() {
  watched = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private mine: Element[] = [];
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reachEnd = () => callback([{ isIntersecting: true }]);
      }
      observe(element: Element) {
        this.mine.push(element);
        watched.push(element);
      }
      disconnect() {
        watched = watched.filter((element) => !this.mine.includes(element));
        this.mine = [];
      }
    },
  );
}

let renders = 0;
function List({ items, withEnd = true }: { items: readonly string[]; withEnd?: boolean }) {
  renders += 1;
  const { count, endRef } = useRevealedCount(items, 3);
  return (
    <>
      <ul>
        {items.slice(0, count).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {withEnd && <div data-testid="end" ref={endRef} />}
    </>
  );
}

const letters = 'abcdefgh'.split('');

describe('useRevealedCount', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a first batch, then a batch more each time the end comes near, up to the whole list', () => {
    stubObserver();
    render(<List items={letters} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    act(() => reachEnd());
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    act(() => reachEnd());
    act(() => reachEnd());
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('starts again from the first batch for a new list', () => {
    stubObserver();
    const { rerender } = render(<List items={letters} />);
    act(() => reachEnd());
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    rerender(<List items={letters.slice(1)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('puts the list in the page once: its end being drawn does not render it again', () => {
    stubObserver();
    renders = 0;
    render(<List items={letters} />);
    expect(renders).toBe(1);
    expect(watched).toEqual([screen.getByTestId('end')]);
  });

  it('watches an end drawn after the list, one end at a time, and lets go of it once all is shown', () => {
    stubObserver();
    const { rerender, unmount } = render(<List items={letters} withEnd={false} />);
    expect(watched).toEqual([]);
    rerender(<List items={letters} />);
    expect(watched).toEqual([screen.getByTestId('end')]);
    act(() => reachEnd());
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(watched).toHaveLength(1);
    act(() => reachEnd());
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(watched).toEqual([]);
    rerender(<List items={letters.slice(2)} />);
    expect(watched).toHaveLength(1);
    unmount();
    expect(watched).toEqual([]);
  });

  it('shows everything where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<List items={letters} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });
});
