import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../test/render-with-i18n';
import { PasswordField, TextField, type TextFieldProps } from './text-field';

function Controlled(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextField label="Username" {...props} value={value} onChange={setValue} />;
}

describe('TextField', () => {
  it('links the error under the field and marks the input invalid', async () => {
    await renderWithI18n(
      <TextField
        label="Username"
        value="ab"
        onChange={() => {}}
        error="Account format is incorrect"
        hint="6-16 letters"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6-16 letters Account format is incorrect');
  });

  it('is valid and undescribed without messages', async () => {
    await renderWithI18n(<TextField label="Username" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks a required field with a hidden asterisk and the required state', async () => {
    await renderWithI18n(<TextField label="Username" value="" onChange={() => {}} required />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('clears the text with the clear button, which shows only when there is text', async () => {
    await renderWithI18n(<Controlled clearable value="player01" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Username' }));
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear Username' })).not.toBeInTheDocument();
  });

  it('reports typed text through onChange', async () => {
    const onChange = vi.fn();
    await renderWithI18n(<TextField label="Username" value="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('offers the date picker for a date, reporting the day as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    await renderWithI18n(
      <TextField label="Date of birth" type="date" value="" onChange={onChange} autoComplete="bday" />,
    );
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '2004-05-06');
    expect(onChange).toHaveBeenLastCalledWith('2004-05-06');
  });
});

describe('PasswordField', () => {
  it('toggles the password between hidden and shown', async () => {
    await renderWithI18n(<PasswordField label="Password" value="secret" onChange={() => {}} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
