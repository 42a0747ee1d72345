import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';

describe('Intl formatters', () => {
  it('are made once per locale and options, and formatted with as usual', () => {
    const first = numberFormat('fr-FR', { minimumFractionDigits: 2 });
    expect(numberFormat('fr-FR', { minimumFractionDigits: 2 })).toBe(first);
    expect(first.format(1234.5)).toBe(
      new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(1234.5),
    );
  });

  it('are new for another locale, other options or another time zone', () => {
    const base = numberFormat('en-US', { maximumFractionDigits: 0 });
    expect(numberFormat('th-TH', { maximumFractionDigits: 0 })).not.toBe(base);
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(base);
    const manila = dateTimeFormat('en-US', { timeZone: 'Asia/Manila', hour: '2-digit' });
    const utc = dateTimeFormat('en-US', { timeZone: 'UTC', hour: '2-digit' });
    expect(utc).not.toBe(manila);
    expect(manila.resolvedOptions().timeZone).toBe('Asia/Manila');
    expect(utc.resolvedOptions().timeZone).toBe('UTC');
  });

  it('are kept within a bound however many combinations a page meets', () => {
    const first = numberFormat('en-US', { minimumIntegerDigits: 1 });
    for (let digits = 2; digits <= 21; digits += 1)
      for (const locale of ['en-US', 'de-DE', 'ja-JP', 'ar-EG'])
        numberFormat(locale, { minimumIntegerDigits: digits });
    // Started again past the bound: the first one is made anew, and formats the same.
    const again = numberFormat('en-US', { minimumIntegerDigits: 1 });
    expect(again).not.toBe(first);
    expect(again.format(7)).toBe(first.format(7));
  });
});
