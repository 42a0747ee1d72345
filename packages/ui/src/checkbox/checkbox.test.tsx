import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles through its label and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="I agree to the terms" checked onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('I agree to the terms'));
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('describes its error and is marked invalid', () => {
    render(<Checkbox label="Terms" checked={false} onChange={() => {}} error="Please accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });
});
