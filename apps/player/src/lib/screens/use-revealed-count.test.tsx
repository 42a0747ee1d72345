import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevealedCount } from './use-revealed-count';

let reachEnd: () => void = () => {};
function stubObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reachEnd = () => callback([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    },
  );
}

function List({ items }: { items: readonly string[] }) {
  const { count, endRef } = useRevealedCount(items, 3);
  return (
    <>
      <ul>
        {items.slice(0, count).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div ref={endRef} />
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

  it('shows everything where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<List items={letters} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });
});
