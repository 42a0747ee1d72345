import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { CONSTANTS } from '@wps-mobile/config';
import { renderWithI18n } from '../test/render-with-i18n';
import { Toast, type ToastMessage } from './toast';

async function showToast(toast: ToastMessage) {
  const onDismiss = vi.fn();
  const view = await renderWithI18n(<Toast toast={toast} onDismiss={onDismiss} />, { fakeTimers: true });
  return { onDismiss, view };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toast', () => {
  it.each([
    ['success', CONSTANTS.toast.successMs],
    ['fail', CONSTANTS.toast.messageMs],
    ['info', CONSTANTS.toast.messageMs],
  ] as const)('dismisses a %s toast after %i ms', async (type, duration) => {
    const { onDismiss } = await showToast({ id: 1, type, message: 'Hello' });
    advance(duration - 1);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledWith(1);
  });

  it('keeps a loading toast until the app hides it (9999 s)', async () => {
    const { onDismiss } = await showToast({ id: 'load', type: 'loading' });
    advance(60_000);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(CONSTANTS.toast.loadingMs);
    expect(onDismiss).toHaveBeenCalledWith('load');
  });

  it('takes a custom duration (SMS success: 1.5 s)', async () => {
    const { onDismiss } = await showToast({
      id: 2,
      type: 'success',
      durationMs: CONSTANTS.toast.smsSuccessMs,
    });
    advance(CONSTANTS.toast.successMs);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(CONSTANTS.toast.smsSuccessMs - CONSTANTS.toast.successMs);
    expect(onDismiss).toHaveBeenCalledWith(2);
  });

  it('restarts the timer for a new toast with the same text', async () => {
    const { onDismiss, view } = await showToast({ id: 1, type: 'info', message: 'Copied' });
    advance(1500);
    view.rerender(<Toast toast={{ id: 2, type: 'info', message: 'Copied' }} onDismiss={onDismiss} />);
    advance(1500);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(500);
    expect(onDismiss).toHaveBeenCalledWith(2);
  });

  it('announces failures as alerts and the rest as status, with default texts', async () => {
    const { view, onDismiss } = await showToast({ id: 1, type: 'fail' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    view.rerender(<Toast toast={{ id: 2, type: 'loading' }} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps both live regions without a toast', async () => {
    await renderWithI18n(<Toast toast={null} onDismiss={() => {}} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
