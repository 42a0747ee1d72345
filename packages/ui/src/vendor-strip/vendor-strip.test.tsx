import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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
});
