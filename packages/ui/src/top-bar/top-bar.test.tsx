import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { TopBar } from './top-bar';

describe('TopBar', () => {
  it('renders the title as the page heading inside a banner', async () => {
    await renderWithI18n(<TopBar title="Deposit" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows no back button without onBack', async () => {
    await renderWithI18n(<TopBar title="Deposit" />);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('shows a named back button that calls onBack', async () => {
    const onBack = vi.fn();
    await renderWithI18n(<TopBar title="Deposit" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('renders the end slot', async () => {
    await renderWithI18n(<TopBar title="Deposit" end={<button type="button">Settings</button>} />);
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });
});
