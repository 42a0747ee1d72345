import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadState } from './load-state';

async function show(node: ReactNode) {
  const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
  render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe('LoadState', () => {
  it('says a request failed and retries on demand, without the content', async () => {
    const onRetry = vi.fn();
    await show(
      <LoadState isLoading={false} error={{ status: 'FETCH_ERROR' }} onRetry={onRetry}>
        <p>Content</p>
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/\S/);
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text when there is nothing, and the content otherwise', async () => {
    await show(
      <LoadState isLoading={false} error={undefined} onRetry={() => {}} empty emptyText="No messages">
        <p>Content</p>
      </LoadState>,
    );
    expect(screen.getByText('No messages')).toBeInTheDocument();
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
  });

  it('shows a loading indicator first', async () => {
    await show(
      <LoadState isLoading error={undefined} onRetry={() => {}}>
        <p>Content</p>
      </LoadState>,
    );
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
