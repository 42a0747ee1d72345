import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { SideMenu } from './side-menu';

const CATEGORIES = [
  { id: 'HOT', label: 'Hot' },
  { id: 'RNG', label: 'Slots' },
  { id: 'COCKFIGHT', label: 'Sabong' },
];

describe('SideMenu', () => {
  it('lists categories with the current one marked and reports choices', async () => {
    const onSelectCategory = vi.fn();
    await renderWithI18n(
      <SideMenu
        open
        onClose={() => {}}
        categories={CATEGORIES}
        activeCategoryId="RNG"
        onSelectCategory={onSelectCategory}
      />,
    );
    const section = screen.getByRole('region', { name: 'Game categories' });
    expect(within(section).getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(section).getByRole('button', { name: 'Sabong' }));
    expect(onSelectCategory).toHaveBeenCalledWith('COCKFIGHT');
  });

  it('shows shortcuts and sign out only when given', async () => {
    const onSignOut = vi.fn();
    const view = await renderWithI18n(
      <SideMenu open onClose={() => {}} categories={CATEGORIES} onSelectCategory={() => {}} />,
    );
    expect(screen.queryByRole('region', { name: 'Shortcuts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    view.rerender(
      <SideMenu
        open
        onClose={() => {}}
        categories={CATEGORIES}
        onSelectCategory={() => {}}
        shortcuts={[{ id: 'deposit', label: 'Deposit' }]}
        onSignOut={onSignOut}
      />,
    );
    expect(screen.getByRole('region', { name: 'Shortcuts' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('is a modal dialog named "Menu" that closes on Escape', async () => {
    const onClose = vi.fn();
    await renderWithI18n(
      <SideMenu open onClose={onClose} categories={CATEGORIES} onSelectCategory={() => {}} />,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
