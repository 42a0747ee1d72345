import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../test/render-with-i18n';
import { CaptchaField } from './captcha-field';

function Field({ onRefresh = () => {}, imageSrc }: { onRefresh?: () => void; imageSrc?: string }) {
  const [value, setValue] = useState('');
  return (
    <CaptchaField
      label="Captcha"
      value={value}
      onChange={setValue}
      onRefresh={onRefresh}
      imageSrc={imageSrc}
    />
  );
}

describe('CaptchaField', () => {
  it('accepts digits only, at most 6', async () => {
    await renderWithI18n(<Field />);
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    fireEvent.change(input, { target: { value: '12x3 4567' } });
    expect(input).toHaveValue('123456');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows the picture with its purpose as text and refreshes on request', async () => {
    const onRefresh = vi.fn();
    await renderWithI18n(<Field onRefresh={onRefresh} imageSrc="data:image/png;base64,AAAA" />);
    expect(screen.getByRole('img', { name: 'Verification code picture' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show another picture' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('explains the equation under the field', async () => {
    await renderWithI18n(<Field />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Enter the result shown in the picture');
  });
});
