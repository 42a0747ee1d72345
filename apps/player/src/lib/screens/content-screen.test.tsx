import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Loaded } from './content-screen';

async function renderIn(ui: ReactNode) {
  const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const busy = { status: 503, errorCode: 'system.busy', message: 'The system is busy' };

describe('Loaded', () => {
  it('shows a failed read with its reason and asks again on Try again', async () => {
    const refetch = vi.fn();
    await renderIn(
      <Loaded data={undefined} error={busy} isLoading={false} refetch={refetch}>
        {(text: string) => <p>{text}</p>}
      </Loaded>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The system is busy');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps showing data it has while a later read fails', async () => {
    await renderIn(
      <Loaded data="Topics" error={busy} isLoading={false} refetch={() => undefined}>
        {(text) => <p>{text}</p>}
      </Loaded>,
    );
    expect(screen.getByText('Topics')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
