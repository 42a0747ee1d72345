/** A rate (0.3) as the percentage agents read (30 %), up to 3 decimals. */
export const toPercentText = (rate: number) => `${Math.round(rate * 100_000) / 1000} %`;
