import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WindowedList, type WindowedListProps } from './windowed-list';

const ITEMS = Array.from({ length: 600 }, (_, index) => `Game ${index + 1}`);

function List(props: Partial<WindowedListProps<string>>) {
  return (
    <WindowedList
      items={ITEMS}
      getKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
      label="Games"
      loadingLabel="Loading games"
      errorLabel="The games did not load"
      retryLabel="Try again"
      endLabel="That is all"
      estimatedRowHeight={100}
      {...props}
    />
  );
}

// jsdom lays nothing out: place the list's top where a scrolled page would have it.
function scrollListTo(top: number, bottom = top + 60_000) {
  const list = screen.getByRole('list', { name: 'Games' });
  vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top, bottom } as DOMRect);
  const root = list.parentElement as HTMLElement;
  vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ top, bottom } as DOMRect);
  fireEvent.scroll(window);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('WindowedList', () => {
  it('keeps a bounded number of items in the page however long the list is', () => {
    render(<List />);
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(20);
    expect(items[0]).toHaveTextContent('Game 1');
    expect(items[0]).toHaveAttribute('aria-setsize', '600');
  });

  it('renders the items that scroll into view and drops those above', async () => {
    render(<List />);
    scrollListTo(-30_000);
    await waitFor(() => expect(screen.getByText('Game 301')).toBeInTheDocument());
    expect(screen.queryByText('Game 1')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeLessThan(20);
    expect(screen.getByText('Game 301').closest('li')).toHaveAttribute('aria-posinset', '301');
  });

  it('brings the rows in view at once and the rows beyond them one row a frame', async () => {
    render(<List />);
    const list = screen.getByRole('list', { name: 'Games' });
    const lastShown = () => Number(list.lastElementChild?.getAttribute('aria-posinset'));
    expect(lastShown()).toBe(11); // 768 px of 100 px rows, and 3 more
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(lastShown()));
    observer.observe(list, { childList: true });
    // Five rows down: games 6-13 are in view, 3-16 make the window.
    scrollListTo(-500);
    await waitFor(() => expect(lastShown()).toBe(16));
    observer.disconnect();
    expect(seen).toEqual([13, 14, 15, 16]);
    expect(list.firstElementChild).toHaveAttribute('aria-posinset', '3');
  });

  it('settles when rows differ in height instead of re-measuring without end', async () => {
    // Odd rows 140 px, even rows 100 px: whichever row comes first would move the window again and again.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      const position = Number(this.getAttribute('aria-posinset') ?? 0);
      return position === 0 ? 0 : position % 2 ? 140 : 100;
    });
    render(<List />);
    // Measured 100 px, the first row is an odd one (140 px); measured 140 px, it is an even one (100 px).
    scrollListTo(-10_100);
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-posinset', '70'));
    fireEvent.scroll(window);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-posinset', '70');
    expect(screen.getAllByRole('listitem').length).toBeLessThan(20);
  });

  it('lays items out in rows of the given number of columns', () => {
    render(<List columns={3} />);
    const list = screen.getByRole('list', { name: 'Games' });
    expect(list.style.getPropertyValue('--wps-windowed-columns')).toBe('3');
    expect(screen.getAllByRole('listitem').length % 3).toBe(0);
  });

  it('asks for more near the end, at most once a second', () => {
    vi.useFakeTimers();
    const onEndReached = vi.fn();
    const { rerender } = render(<List items={ITEMS.slice(0, 4)} onEndReached={onEndReached} />);
    expect(onEndReached).toHaveBeenCalledTimes(1);
    rerender(<List items={ITEMS.slice(0, 8)} onEndReached={onEndReached} />);
    expect(onEndReached).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onEndReached).toHaveBeenCalledTimes(2);
  });

  it('does not ask for more while loading, after an error, at the end or far from the end', async () => {
    const onEndReached = vi.fn();
    const { rerender } = render(<List onEndReached={onEndReached} status="loading" />);
    rerender(<List onEndReached={onEndReached} status="error" />);
    rerender(<List onEndReached={onEndReached} status="end" />);
    scrollListTo(0, 5000);
    rerender(<List onEndReached={onEndReached} status="idle" />);
    expect(onEndReached).not.toHaveBeenCalled();
    scrollListTo(-4000, 1000);
    await waitFor(() => expect(onEndReached).toHaveBeenCalledTimes(1));
  });

  it('shows loading, then an error with a retry, then the end', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<List status="loading" onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    rerender(<List status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The games did not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<List status="end" />);
    expect(screen.getByText('That is all')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state instead of an empty list', () => {
    render(<List items={[]} status="end" empty={<p>No games</p>} />);
    expect(screen.getByText('No games')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('That is all')).not.toBeInTheDocument();
  });

  it('scrolls itself as a container of the given height', () => {
    render(<List scroll="container" height={300} />);
    const root = screen.getByRole('list', { name: 'Games' }).parentElement as HTMLElement;
    expect(root).toHaveClass('wps-windowed-list--container');
    expect(root.style.blockSize).toBe('300px');
  });
});
