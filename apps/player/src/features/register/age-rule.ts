/** What is wrong with a date of birth, if anything (spec section 5: age confirmations 18 or 21, configurable). */
export type BirthdayProblem = 'required' | 'invalid' | 'underAge';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Older than anyone alive: a typing slip, not a birthday. */
const OLDEST = 130;

/** Whole years from a birthday to `today` (local calendar); someone born on 29 February turns a year on 1 March. */
export function ageOn(year: number, month: number, day: number, today: Date): number {
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

/**
 * Checks a date of birth as the date input gives it (`YYYY-MM-DD`) against the merchant's minimum age: missing,
 * not a real day (or in the future), or too young.
 */
export function checkBirthday(value: string, minimumAge: number, today: Date): BirthdayProblem | undefined {
  if (value === '') return 'required';
  const match = DAY.exec(value);
  if (!match) return 'invalid';
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return 'invalid';
  const age = ageOn(year, month, day, today);
  if (isAfter(year, month, day, today) || age > OLDEST) return 'invalid';
  return age < minimumAge ? 'underAge' : undefined;
}

function isAfter(year: number, month: number, day: number, today: Date): boolean {
  const given = year * 10_000 + month * 100 + day;
  const now = today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate();
  return given > now;
}

/** Today as the date input's `max`, so its picker offers no day in the future. */
export function latestBirthday(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}
