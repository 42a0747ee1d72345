import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  it('announces the new version in a named region', async () => {
    await renderWithI18n(<UpdatePrompt onReload={vi.fn()} onLater={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    expect(screen.getByRole('region', { name: 'A new version is available' })).toBeInTheDocument();
  });

  it('reloads once on consent and shows the button busy meanwhile', async () => {
    const onReload = vi.fn();
    await renderWithI18n(<UpdatePrompt onReload={onReload} onLater={vi.fn()} />);
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    await userEvent.click(reload);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveAttribute('aria-busy', 'true');
  });

  it('lets the player put it off', async () => {
    const onLater = vi.fn();
    const onReload = vi.fn();
    await renderWithI18n(<UpdatePrompt onReload={onReload} onLater={onLater} />);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    expect(onReload).not.toHaveBeenCalled();
  });
});
