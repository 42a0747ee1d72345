import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { FilterDrawer, type FilterGroup } from './filter-drawer';

const GROUPS: FilterGroup[] = [
  {
    id: 'vendor',
    label: 'Vendor',
    options: [
      { value: 'JL', label: 'JILI' },
      { value: 'PG', label: 'PG' },
    ],
  },
  {
    id: 'minBet',
    label: 'Minimum bet',
    options: [
      { value: '0.01', label: '0.01' },
      { value: '0.5', label: '0.5' },
    ],
  },
];

function group(name: string) {
  return within(screen.getByRole('group', { name }));
}

describe('FilterDrawer', () => {
  it('starts from the filter in force and submits the edited copy', async () => {
    const onSubmit = vi.fn();
    await renderWithI18n(
      <FilterDrawer open onClose={() => {}} groups={GROUPS} values={{ vendor: 'JL' }} onSubmit={onSubmit} />,
    );
    expect(group('Vendor').getByRole('button', { name: 'JILI' })).toHaveAttribute('aria-pressed', 'true');
    expect(group('Minimum bet').getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(group('Minimum bet').getByRole('button', { name: '0.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith({ vendor: 'JL', minBet: '0.5' });
  });

  it('clears a choice when it is chosen again', async () => {
    const onSubmit = vi.fn();
    await renderWithI18n(
      <FilterDrawer open onClose={() => {}} groups={GROUPS} values={{ vendor: 'JL' }} onSubmit={onSubmit} />,
    );
    await userEvent.click(group('Vendor').getByRole('button', { name: 'JILI' }));
    expect(group('Vendor').getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith({ vendor: null });
  });

  it('resets every group to "All"', async () => {
    const onSubmit = vi.fn();
    const onReset = vi.fn();
    await renderWithI18n(
      <FilterDrawer
        open
        onClose={() => {}}
        groups={GROUPS}
        values={{ vendor: 'PG', minBet: '0.01' }}
        onSubmit={onSubmit}
        onReset={onReset}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith({ vendor: null, minBet: null });
  });
});
