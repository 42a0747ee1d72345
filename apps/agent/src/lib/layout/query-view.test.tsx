import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { AGENT_ENGLISH } from '@wps-mobile/i18n/english';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryView, type QueryState } from './query-view';

async function renderIn(children: ReactNode) {
  const i18n = await createI18n({ language: 'EN', english: AGENT_ENGLISH, strict: true });
  return render(<I18nextProvider i18n={i18n}>{children}</I18nextProvider>);
}

const state = (over: Partial<QueryState<string[]>>): QueryState<string[]> => ({
  isLoading: false,
  refetch: vi.fn(),
  ...over,
});

describe('QueryView', () => {
  it('explains a lost connection in the user’s language and tries again on request', async () => {
    const query = state({ error: { status: 'FETCH_ERROR', errorCode: 'FETCH_ERROR', message: '' } });
    await renderIn(<QueryView query={query}>{(rows) => rows.join()}</QueryView>);
    expect(screen.getByRole('alert')).toHaveTextContent('No Internet');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('shows the server’s own message for a code it does not know', async () => {
    const query = state({ error: { status: 400, errorCode: 'odd.code', message: 'Daily limit reached' } });
    await renderIn(<QueryView query={query}>{(rows) => rows.join()}</QueryView>);
    expect(screen.getByRole('alert')).toHaveTextContent('Daily limit reached');
  });

  it('says there is no data for an empty answer and shows the data otherwise', async () => {
    const view = await renderIn(
      <QueryView query={state({ data: [] })} isEmpty={(rows) => rows.length === 0}>
        {(rows) => <p>{rows.join(', ')}</p>}
      </QueryView>,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
    view.unmount();
    await renderIn(
      <QueryView query={state({ data: ['down01', 'down02'] })} isEmpty={(rows) => rows.length === 0}>
        {(rows) => <p>{rows.join(', ')}</p>}
      </QueryView>,
    );
    expect(screen.getByText('down01, down02')).toBeInTheDocument();
  });

  it('tells a member whose session is gone, without a retry', async () => {
    const query = state({ error: { status: 401, errorCode: 'login.not.session', message: '' } });
    await renderIn(<QueryView query={query}>{(rows) => rows.join()}</QueryView>);
    expect(screen.getByText('The account has been logged out, please log in again')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
