export type PopupAudience = 'A' | 'B' | 'F';

interface TitledContent {
  title: string;
  content: string;
}

const keyOf = (audience: PopupAudience) => `homePopupHidden.${audience}`;

type Order = (a: string, b: string) => number;

const codeUnitOrder: Order = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

function signatureIn(order: Order, items: readonly TitledContent[]): string {
  const pairs = items.map((item) => JSON.stringify([item.title, item.content]));
  pairs.sort(order);
  return `[${pairs.join(',')}]`;
}

/**
 * The set of title and content pairs, in a stable order, as stored when the pop-up is closed. The order is the
 * strings' code units: a locale's collation gave the same stability but built the browser's collator on home's
 * first screen, one of the costliest steps of its start on a slow phone.
 */
export function popupSignature(items: readonly TitledContent[]): string {
  return signatureIn(codeUnitOrder, items);
}

/** True when this audience closed the pop-up while it held exactly these announcements. */
export function isPopupHidden(audience: PopupAudience, items: readonly TitledContent[]): boolean {
  const stored = localStorage.getItem(keyOf(audience));
  if (stored === null) return false;
  // A pop-up closed before the order changed was stored in collation order: it stays closed.
  return stored === popupSignature(items) || stored === signatureIn((a, b) => a.localeCompare(b), items);
}

export function rememberPopupHidden(audience: PopupAudience, items: readonly TitledContent[]): void {
  localStorage.setItem(keyOf(audience), popupSignature(items));
}
