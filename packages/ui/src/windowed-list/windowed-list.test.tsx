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

// jsdom lays nothing out: give each item (an <li>) the height `of` says; other elements stay empty.
function rowHeights(of: (row: Element) => number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return { height: this.tagName === 'LI' ? of(this) : 0, top: 0, bottom: 0 } as DOMRect;
  });
}

// The list's first check comes in the frame that draws it.
async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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

  it('draws with the screen the rows that fill the viewport and one more, and the rest of the overscan a row a frame after', async () => {
    render(<List />);
    const list = screen.getByRole('list', { name: 'Games' });
    // 768 px of 100 px rows, before anything is measured: 8 rows and one more, not the whole overscan of 3.
    expect(list.children).toHaveLength(9);
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(list.children.length));
    observer.observe(list, { childList: true });
    await waitFor(() => expect(list.children).toHaveLength(11));
    observer.disconnect();
    expect(counts).toEqual([10, 11]);
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
    // 768 px of 100 px rows, and 3 more
    await waitFor(() => expect(lastShown()).toBe(11));
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

  it('finishes a step when the list changes half way through it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const nextFrame = () => act(async () => void vi.advanceTimersToNextFrame());
    const { rerender } = render(<List />);
    const list = screen.getByRole('list', { name: 'Games' });
    const lastShown = () => Number(list.lastElementChild?.getAttribute('aria-posinset'));
    for (let frame = 0; frame < 3; frame++) await nextFrame();
    expect(lastShown()).toBe(11);
    scrollListTo(-500);
    await nextFrame();
    expect(lastShown()).toBe(13);
    // A prop that sets the list's listeners up again while the next row is on its way.
    rerender(<List endThreshold={400} />);
    for (let frame = 0; frame < 5; frame++) await nextFrame();
    expect(lastShown()).toBe(16);
  });

  it('settles when rows differ in height instead of re-measuring without end', async () => {
    // Odd rows 140 px, even rows 100 px: whichever row comes first would move the window again and again.
    rowHeights((row) => (Number(row.getAttribute('aria-posinset')) % 2 ? 140 : 100));
    render(<List />);
    await nextFrame();
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

  it('draws its first items in the columns the viewport holds, and keeps them where its own width agrees', () => {
    // A phone 412 px wide, the list 388 px: three columns either way, so the first items are drawn once, in three.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(412);
    const itemsWhenMeasured: number[] = [];
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => {
      itemsWhenMeasured.push(document.querySelectorAll('li').length);
      return 388;
    });
    render(<List minColumnWidth={96} gap={12} />);
    const list = screen.getByRole('list', { name: 'Games' });
    expect(list.style.getPropertyValue('--wps-windowed-columns')).toBe('3');
    expect(itemsWhenMeasured[0]).toBeGreaterThan(0);
    expect(itemsWhenMeasured[0]! % 3).toBe(0);
    expect(screen.getAllByRole('listitem').length % 3).toBe(0);
  });

  it('fits as many columns as its own width holds before the first paint, where the viewport guessed more', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    render(<List minColumnWidth={96} gap={12} />);
    const list = screen.getByRole('list', { name: 'Games' });
    // (300 + 12) / (96 + 12): two columns, not the nine of (1024 + 12) / (96 + 12).
    expect(list.style.getPropertyValue('--wps-windowed-columns')).toBe('2');
    expect(screen.getAllByRole('listitem').length % 2).toBe(0);
  });

  it('first measures its rows in the frame that draws them, not in the commit that put them in the page', async () => {
    const reads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    render(<List />);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(reads).not.toHaveBeenCalled();
    await nextFrame();
    expect(reads).toHaveBeenCalled();
  });

  describe('where the browser reports sizes (ResizeObserver)', () => {
    // The observer's reports, delivered by the test as a frame's layout would.
    let report: () => void = () => {};
    class ReportingObserver {
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }

    it('reads no width in the commit that draws the guessed columns, only when the observer reports', () => {
      vi.stubGlobal('ResizeObserver', ReportingObserver);
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(412);
      const widthReads = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(388);
      render(<List minColumnWidth={96} gap={12} />);
      const list = screen.getByRole('list', { name: 'Games' });
      expect(list.style.getPropertyValue('--wps-windowed-columns')).toBe('3');
      expect(widthReads).not.toHaveBeenCalled();
      report();
      expect(widthReads).toHaveBeenCalled();
      expect(list.style.getPropertyValue('--wps-windowed-columns')).toBe('3');
    });

    it('corrects a guess its width does not bear out within the report, before the frame is painted', () => {
      vi.stubGlobal('ResizeObserver', ReportingObserver);
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
      render(<List minColumnWidth={96} gap={12} />);
      const list = screen.getByRole('list', { name: 'Games' });
      expect(list.style.getPropertyValue('--wps-windowed-columns')).toBe('9');
      // No await: the new columns are in the page when the report returns.
      report();
      expect(list.style.getPropertyValue('--wps-windowed-columns')).toBe('2');
      expect(screen.getAllByRole('listitem').length % 2).toBe(0);
    });
  });

  it('measures its rows again when the columns change: narrower tiles are shorter', async () => {
    // Tiles as tall as wide: 300.25 px in one column, 100.5 px in three (rows are measured to the fraction).
    let tileHeight = 300.25;
    rowHeights(() => tileHeight);
    const { rerender } = render(<List columns={1} />);
    const list = screen.getByRole('list', { name: 'Games' });
    const rowsAfterWindow = () => 600 / Number(list.style.getPropertyValue('--wps-windowed-columns'));
    const lastRow = () => Math.ceil(Number(list.lastElementChild?.getAttribute('aria-posinset')) / 3);
    await waitFor(() => expect(list.style.paddingBlockEnd).toMatch(/^[\d.]+px$/));
    tileHeight = 100.5;
    rerender(<List columns={3} />);
    // Every row not drawn below the window counts 100.5 px, not the 300.25 px of a one-column row.
    await waitFor(() =>
      expect(list.style.paddingBlockEnd).toBe(`${(rowsAfterWindow() - lastRow()) * 100.5}px`),
    );
  });

  it('asks for more near the end, at most once a second', () => {
    vi.useFakeTimers();
    const onEndReached = vi.fn();
    const { rerender } = render(<List items={ITEMS.slice(0, 4)} onEndReached={onEndReached} />);
    // The list's first check, in the frame that draws it, finds the end in view.
    expect(onEndReached).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
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
