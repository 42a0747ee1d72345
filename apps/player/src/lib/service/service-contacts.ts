import type { CustomerServiceEntry } from '@wps-mobile/api-client/contract';
import { externalHref } from '@wps-mobile/app-shell';

/** The label of each kind of customer-service contact. */
export const CONTACT_LABELS = {
  LIVECHAT: 'home.liveChat',
  FACEBOOK: 'account.facebook',
  TELEGRAM: 'home.telegram',
} as const;

export type OpenableContact = CustomerServiceEntry & { readonly href: string };

/**
 * The contacts in the merchant's order, each with the address the one link function lets open apart from the
 * site; contacts whose address it refuses (`javascript:`, `/\evil.com`, our own paths) are left out.
 */
export function openableContacts(
  entries: readonly CustomerServiceEntry[],
  origin = window.location.origin,
): OpenableContact[] {
  return [...entries]
    .sort((a, b) => a.csPosition - b.csPosition)
    .flatMap((entry) => {
      const href = externalHref(entry.url, origin);
      return href ? [{ ...entry, href }] : [];
    });
}
