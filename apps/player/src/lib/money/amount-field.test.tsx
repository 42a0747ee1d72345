import { addEnglish, createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { loadPlayerDeferredEnglish, PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountField } from './amount-field';

const format = (amount: number) => `₱${amount.toFixed(2)}`;

function Form({ limits }: { limits: { min: number; max: number } }) {
  const [value, setValue] = useState('');
  return <AmountField value={value} onChange={setValue} limits={limits} format={format} quick />;
}

async function renderField(limits: { min: number; max: number }) {
  const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
  // A money page's labels: the app adds them when the page's code loads (lib/deferred-english.ts).
  addEnglish(i18n, await loadPlayerDeferredEnglish());
  render(
    <I18nextProvider i18n={i18n}>
      <Form limits={limits} />
    </I18nextProvider>,
  );
}

describe('amount field', () => {
  it("offers only the quick amounts inside the method's limits and fills the one tapped", async () => {
    await renderField({ min: 300, max: 5000 });
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    const offered = [...quick.querySelectorAll('button')].map((b) => b.textContent);
    expect(offered).toEqual(['₱300.00', '₱500.00', '₱1000.00', '₱5000.00']);
    fireEvent.click(screen.getByRole('button', { name: '₱500.00' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('500');
    expect(screen.getByRole('button', { name: '₱500.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      'From ₱300.00 to ₱5000.00',
    );
  });

  it('keeps only digits and two decimals as the player types', async () => {
    await renderField({ min: 100, max: 50_000 });
    fireEvent.change(screen.getByRole('textbox', { name: /Amount/ }), { target: { value: '1,234.567' } });
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('1234.56');
  });
});
