import { isolate } from './bidi';
import { dateTimeFormat } from './intl-cache';

/** A date, a timestamp in milliseconds (as the /wps API sends them) or an ISO string. */
export type DateInput = Date | number | string;

export interface DateFormatOptions {
  /** IANA time zone; default: the device's. Tests and servers pass one to be deterministic. */
  timeZone?: string;
}

function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(input)}`);
  return date;
}

/** Calendar fields of a moment in a time zone, with Latin digits and zero padding. */
function fields(input: DateInput, timeZone: string | undefined): Record<string, string> {
  const parts = dateTimeFormat('en-US-u-nu-latn', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(toDate(input));
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

// The spec fixes these patterns for every language (match times, records), so they are not localised; they
// are isolated in right-to-left text so the date and the time keep their order.

/** `MM/DD HH:mm`, as on hot-match cards. */
export function formatMonthDayTime(
  input: DateInput,
  language = 'EN',
  options: DateFormatOptions = {},
): string {
  const f = fields(input, options.timeZone);
  return isolate(`${f['month']}/${f['day']} ${f['hour']}:${f['minute']}`, language);
}

/** `YYYY-MM-DD`, as in records and in the agent's team KPI query. */
export function formatIsoDate(input: DateInput, language = 'EN', options: DateFormatOptions = {}): string {
  const f = fields(input, options.timeZone);
  return isolate(`${f['year']}-${f['month']}-${f['day']}`, language);
}

/** Whole calendar days from `since` to `now` (0 on the same day), counted in the given time zone. */
export function daysSince(
  since: DateInput,
  now: DateInput = Date.now(),
  options: DateFormatOptions = {},
): number {
  const dayNumber = (input: DateInput) => {
    const f = fields(input, options.timeZone);
    // Days are compared as UTC dates so a daylight-saving change never yields a fraction of a day.
    return Date.UTC(Number(f['year']), Number(f['month']) - 1, Number(f['day'])) / 86_400_000;
  };
  return Math.max(0, dayNumber(now) - dayNumber(since));
}
