/** One line of a transfer: who gets how much, as typed. */
export interface TransferLine {
  readonly username: string;
  readonly amount: string;
}

export type LineError = 'agent.chooseDownline' | 'agent.amountFormat';

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** A typed amount as a number when it is a positive sum with at most 2 decimals, else undefined. */
export function parseAmount(typed: string): number | undefined {
  const text = typed.trim();
  if (!AMOUNT.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/** The error of each line (undefined when it is fine). */
export function lineErrors(lines: readonly TransferLine[]): (LineError | undefined)[] {
  return lines.map((line) => {
    if (!line.username) return 'agent.chooseDownline';
    return parseAmount(line.amount) === undefined ? 'agent.amountFormat' : undefined;
  });
}

/** The sum of every valid amount, in cents to avoid binary fractions. */
export const totalOf = (lines: readonly TransferLine[]) =>
  lines.reduce((sum, line) => sum + Math.round((parseAmount(line.amount) ?? 0) * 100), 0) / 100;
