/** A rate typed as a percentage ("1.2" for 1.2 %), checked against the agent's own rate for that category. */
export type RateCheck = { ok: true; rate: number } | { ok: false; error: 'format' | 'aboveOwn' };

const PERCENT = /^\d{1,2}(\.\d{1,3})?$/;

export function checkRate(typed: string, maxRate: number): RateCheck {
  const text = typed.trim();
  if (!PERCENT.test(text)) return { ok: false, error: 'format' };
  // Percent to a fraction, rounded so 1.2 % is exactly 0.012.
  const rate = Math.round(Number(text) * 1000) / 100_000;
  if (rate > maxRate + 1e-9) return { ok: false, error: 'aboveOwn' };
  return { ok: true, rate };
}

/** A fraction as the percentage the agent types and reads (0.012 → "1.2"). */
export const toPercent = (rate: number) => String(Math.round(rate * 100_000) / 1000);
