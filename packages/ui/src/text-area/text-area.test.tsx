import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../test/render-with-i18n';
import { TextArea } from './text-area';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextArea
        label="Comment"
        value={value}
        onChange={setValue}
        hint="At most 140 characters"
        error={error}
      />
      <output>{value}</output>
    </>
  );
}

describe('TextArea', () => {
  it('is labelled, takes several lines and hands every change to the app', async () => {
    await renderWithI18n(<Controlled />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(area, 'first line{Enter}second line');
    expect(screen.getByRole('status')).toHaveTextContent('first line second line');
    expect(area).toHaveValue('first line\nsecond line');
    expect(area).toHaveAccessibleDescription('At most 140 characters');
    expect(area).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error under the field, marks it invalid and keeps what was typed', async () => {
    await renderWithI18n(<Controlled error="Too long" />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(area, 'kept');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('At most 140 characters Too long');
    expect(area).toHaveValue('kept');
  });
});
