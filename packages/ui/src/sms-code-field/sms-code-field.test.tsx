import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithI18n } from '../test/render-with-i18n';
import { SmsCodeField, type SmsSendResult } from './sms-code-field';

function Field({ onRequestCode }: { onRequestCode: () => Promise<SmsSendResult> }) {
  const [code, setCode] = useState('');
  return (
    <SmsCodeField label="Verification code" value={code} onChange={setCode} onRequestCode={onRequestCode} />
  );
}

async function renderField(onRequestCode: () => Promise<SmsSendResult>) {
  return renderWithI18n(<Field onRequestCode={onRequestCode} />, { fakeTimers: true });
}

/** Clicks the send button and lets the send promise settle. */
async function send() {
  fireEvent.click(screen.getByRole('button', { name: /verification code|Resend/ }));
  await act(async () => {});
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('SmsCodeField', () => {
  it('keeps the code input disabled until a code was sent', async () => {
    await renderField(async () => ({ sent: true }));
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toBeDisabled();
    await send();
    expect(input).toBeEnabled();
  });

  it('counts down every second from 60 and then offers to send again', async () => {
    await renderField(async () => ({ sent: true }));
    await send();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    advance(1000);
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    advance(58_000);
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    advance(1000);
    expect(screen.getByRole('button', { name: 'Get verification code' })).toBeEnabled();
  });

  it('uses the seconds the send result gives (expiredMinutes x 60)', async () => {
    await renderField(async () => ({ sent: true, seconds: 120 }));
    await send();
    expect(screen.getByRole('button', { name: 'Resend in 120 s' })).toBeInTheDocument();
  });

  it('stays ready to send, with the input disabled, when the send fails or throws', async () => {
    const onRequestCode = vi
      .fn<() => Promise<SmsSendResult>>()
      .mockResolvedValueOnce({ sent: false })
      .mockRejectedValueOnce(new Error('network'));
    await renderField(onRequestCode);
    await send();
    await send();
    expect(onRequestCode).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Get verification code' })).toBeEnabled();
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('shows the sending state while the request runs', async () => {
    let resolve: (result: SmsSendResult) => void = () => {};
    await renderField(() => new Promise((done) => (resolve = done)));
    await send();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => resolve({ sent: true }));
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeInTheDocument();
  });

  it('keeps digits only, at most 10', async () => {
    await renderField(async () => ({ sent: true }));
    await send();
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '12a34-5678901' } });
    expect(input).toHaveValue('1234567890');
  });

  it('clears the countdown when the field is unmounted', async () => {
    const view = await renderField(async () => ({ sent: true }));
    await send();
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
