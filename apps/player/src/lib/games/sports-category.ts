// The platform lists e-sport (TF) and cockfight (DS88) vendors under SPORTS (spec section 3).
const SPORTS_SPLIT: Readonly<Record<string, 'ESPORTS' | 'COCKFIGHT'>> = { TF: 'ESPORTS', DS88: 'COCKFIGHT' };

/** The category a sports-like vendor's games belong to: ESPORTS for TF, COCKFIGHT for DS88, else SPORTS. */
export function sportsCategoryOf(vendor: string): 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' {
  return SPORTS_SPLIT[vendor] ?? 'SPORTS';
}
