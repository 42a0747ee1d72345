import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, type TabsProps } from './tabs';

const TABS = [
  { id: 'all', label: 'All' },
  { id: 'hot', label: 'Hot' },
  { id: 'recent', label: 'Recent', disabled: true },
  { id: 'fav', label: 'Favourites' },
];

function Controlled({ onChange = () => {}, ...props }: Partial<TabsProps>) {
  const [active, setActive] = useState('all');
  return (
    <Tabs
      tabs={TABS}
      label="Game lists"
      {...props}
      activeId={active}
      onChange={(id) => {
        setActive(id);
        onChange(id);
      }}
    >
      <p>Panel of {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('has one tab stop: the selected tab, which labels the panel', () => {
    render(<Controlled />);
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('Panel of all');
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('all');
  });

  it('swaps the arrows in right-to-left layouts', async () => {
    render(
      <div dir="rtl">
        <Controlled />
      </div>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  });

  it('only moves focus in manual mode until Enter selects', async () => {
    const onChange = vi.fn();
    render(<Controlled activation="manual" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    onChange.mockClear();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('hot');
  });
});
