/// <reference lib="webworker" />
import { formatIsoDate, formatMoney } from '@wps-mobile/i18n';

/**
 * Builds the formatters the first screens use (money and dates, in the reader's language), then says so and ends.
 * What it builds is thrown away; what stays is ICU's locale data, which the page's threads share.
 */
self.addEventListener('message', (event: MessageEvent<string>) => {
  formatMoney(0, event.data);
  formatIsoDate(0, event.data);
  self.postMessage('warm');
  self.close();
});
