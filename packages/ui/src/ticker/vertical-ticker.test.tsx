import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { VerticalTicker } from './vertical-ticker';

function names(count: number) {
  return Array.from({ length: count }, (_, index) => `Winner ${index + 1}`);
}

async function renderTicker(count: number) {
  const view = await renderWithI18n(
    <VerticalTicker
      items={names(count)}
      getKey={(name) => name}
      renderItem={(name) => <span>{name}</span>}
      label="Winners"
    />,
    { fakeTimers: true },
  );
  return view;
}

function rowTexts(): string[] {
  return within(screen.getByRole('list', { name: 'Winners' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('VerticalTicker', () => {
  it('stays still with 3 entries or fewer, without a pause button', async () => {
    await renderTicker(3);
    advance(10_000);
    expect(rowTexts()).toEqual(['Winner 1', 'Winner 2', 'Winner 3']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('scrolls one row per step above 3 entries, wrapping round', async () => {
    await renderTicker(4);
    advance(3000);
    expect(rowTexts()).toEqual(['Winner 2', 'Winner 3', 'Winner 4', 'Winner 1']);
    advance(9000);
    expect(rowTexts()[0]).toBe('Winner 1');
  });

  it('moves its rows at each step without drawing them again', async () => {
    const renderItem = vi.fn((name: string) => <span>{name}</span>);
    await renderWithI18n(
      <VerticalTicker items={names(5)} getKey={(name) => name} renderItem={renderItem} label="Winners" />,
      { fakeTimers: true },
    );
    expect(renderItem).toHaveBeenCalledTimes(5);
    advance(6000);
    expect(rowTexts()).toEqual(['Winner 3', 'Winner 4', 'Winner 5', 'Winner 1', 'Winner 2']);
    expect(renderItem).toHaveBeenCalledTimes(5);
  });

  it('stops with the pause button and while focus is inside', async () => {
    await renderTicker(5);
    fireEvent.click(screen.getByRole('button', { name: 'Pause scrolling' }));
    advance(6000);
    expect(rowTexts()[0]).toBe('Winner 1');
    fireEvent.click(screen.getByRole('button', { name: 'Resume scrolling' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Pause scrolling' }));
    advance(6000);
    expect(rowTexts()[0]).toBe('Winner 1');
  });

  it('takes no step while a row is pressed, so a tap stays on the row it began on', async () => {
    await renderTicker(5);
    const row = screen.getByText('Winner 1');
    fireEvent.pointerDown(row);
    advance(6000);
    expect(rowTexts()[0]).toBe('Winner 1');
    fireEvent.pointerUp(row);
    advance(3000);
    expect(rowTexts()[0]).toBe('Winner 2');
  });

  it('moves on after a press that left the ticker, though its pointer was let go elsewhere', async () => {
    await renderTicker(5);
    const row = screen.getByText('Winner 1');
    fireEvent.pointerDown(row);
    fireEvent.pointerOut(row, { relatedTarget: document.body });
    advance(3000);
    expect(rowTexts()[0]).toBe('Winner 2');
  });
});
