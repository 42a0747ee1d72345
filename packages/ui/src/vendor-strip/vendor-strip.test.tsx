import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { VendorStrip } from './vendor-strip';

const VENDORS = ['JL', 'PG', 'FC', 'JDB', 'KA', 'CQ9'].map((id) => ({ id, name: id }));

describe('VendorStrip', () => {
  it('offers "All" first and marks the chosen vendor as pressed', async () => {
    const onSelect = vi.fn();
    await renderWithI18n(<VendorStrip vendors={VENDORS} selectedId="PG" onSelect={onSelect} />);
    const buttons = screen.getAllByRole('button', { pressed: false });
    expect(buttons[0]).toHaveTextContent('All');
    expect(screen.getByRole('button', { name: 'PG' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onSelect).toHaveBeenCalledWith(null);
    await userEvent.click(screen.getByRole('button', { name: 'KA' }));
    expect(onSelect).toHaveBeenLastCalledWith('KA');
  });

  it('moves a whole group with the buttons, to the left in right-to-left layouts', async () => {
    const { container } = await renderWithI18n(
      <div dir="rtl">
        <VendorStrip vendors={VENDORS} selectedId={null} onSelect={() => {}} />
      </div>,
    );
    const list = container.querySelector('ul') as HTMLUListElement;
    Object.defineProperty(list, 'clientWidth', { value: 320 });
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
    await userEvent.click(screen.getByRole('button', { name: 'Next vendors' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: -320 }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous vendors' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 320 }));
  });

  it('has no group buttons with a single vendor', async () => {
    await renderWithI18n(<VendorStrip vendors={VENDORS.slice(0, 1)} selectedId={null} onSelect={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Next vendors' })).not.toBeInTheDocument();
  });

  it("shows a finger's press with the platform's timings, and never while the strip is swiped", async () => {
    await renderWithI18n(<VendorStrip vendors={VENDORS} selectedId="PG" onSelect={() => {}} />);
    vi.useFakeTimers();
    try {
      const jl = screen.getByRole('button', { name: 'JL' });
      fireEvent.pointerDown(jl, { clientX: 10, clientY: 10 });
      act(() => {
        vi.advanceTimersByTime(129);
      });
      expect(jl).not.toHaveClass('wps-vendor-strip__vendor--pressed');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(jl).toHaveClass('wps-vendor-strip__vendor--pressed');
      fireEvent.pointerUp(jl);
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(jl).not.toHaveClass('wps-vendor-strip__vendor--pressed');

      // A sideways swipe that starts on a vendor: no press shows; the chosen vendor keeps its mark.
      const pg = screen.getByRole('button', { name: 'PG' });
      fireEvent.pointerDown(pg, { clientX: 100, clientY: 10 });
      fireEvent.pointerMove(pg, { clientX: 60, clientY: 10 });
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(pg).not.toHaveClass('wps-vendor-strip__vendor--pressed');
      expect(pg).toHaveClass('wps-vendor-strip__vendor--selected');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers each logo at other widths when the app gives them', async () => {
    const { container } = await renderWithI18n(
      <VendorStrip
        vendors={[
          { id: 'JL', name: 'JILI', logoSrc: '/jl.png', logoSrcSet: '/jl.png?w=160 160w', logoSizes: '48px' },
          { id: 'PG', name: 'PG', logoSrc: '/pg.png' },
        ]}
        selectedId={null}
        onSelect={() => {}}
      />,
    );
    const [jili, pg] = container.querySelectorAll('img');
    expect([jili?.getAttribute('srcset'), jili?.getAttribute('sizes')]).toEqual([
      '/jl.png?w=160 160w',
      '48px',
    ]);
    expect([pg?.getAttribute('src'), pg?.getAttribute('srcset')]).toEqual(['/pg.png', null]);
  });
});
