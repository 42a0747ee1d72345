import { formatIsoDate } from '@wps-mobile/i18n';

/** A calendar day as the platform's reports take it (YYYY-MM-DD), in the device's time zone. */
export const isoDay = (at: number | Date = Date.now()) => formatIsoDate(at, 'EN');

/** The first day of the month of `at`. */
export const monthStart = (at: number | Date = Date.now()) => `${isoDay(at).slice(0, 8)}01`;
