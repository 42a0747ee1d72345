import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { Select } from './select';

const banks = [
  { value: 'bdo', label: 'BDO' },
  { value: 'bpi', label: 'BPI' },
];

describe('Select', () => {
  it('offers a translated placeholder and reports the chosen value', async () => {
    const onChange = vi.fn();
    await renderWithI18n(<Select label="Bank" options={banks} value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(screen.getByRole('option', { name: 'Please select' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'bpi');
    expect(onChange).toHaveBeenCalledWith('bpi');
  });

  it('links its error and marks itself invalid', async () => {
    await renderWithI18n(
      <Select label="Bank" options={banks} value="" onChange={() => {}} required error="Choose a bank" />,
    );
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a bank');
  });
});
