/**
 * Intl formatters, made once per locale and options and then reused: building one costs far more than
 * formatting with it (a screen of balances, dates or records built hundreds at start), and a formatter never
 * changes once made. The few combinations a page meets (its language, the merchant's currency, a time zone)
 * stay well under the bound; past it the cache starts again rather than grow.
 */
const MOST_KEPT = 64;

function cached<F>(made: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  const known = made.get(key);
  if (known) return known;
  if (made.size >= MOST_KEPT) made.clear();
  const formatter = make();
  made.set(key, formatter);
  return formatter;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.NumberFormat(locale, options)`, once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, once per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
