export type PopupAudience = 'A' | 'B' | 'F';

interface TitledContent {
  title: string;
  content: string;
}

const keyOf = (audience: PopupAudience) => `homePopupHidden.${audience}`;

/** The set of title and content pairs, in a stable order, as stored when the pop-up is closed. */
export function popupSignature(items: readonly TitledContent[]): string {
  const pairs = items.map((item) => [item.title, item.content]);
  pairs.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return JSON.stringify(pairs);
}

/** True when this audience closed the pop-up while it held exactly these announcements. */
export function isPopupHidden(audience: PopupAudience, items: readonly TitledContent[]): boolean {
  return localStorage.getItem(keyOf(audience)) === popupSignature(items);
}

export function rememberPopupHidden(audience: PopupAudience, items: readonly TitledContent[]): void {
  localStorage.setItem(keyOf(audience), popupSignature(items));
}
