import { flattenKeys } from './completeness';

/** Keys whose English text is the same, meant to stay apart (see duplicate-labels-allowed.ts). */
export interface AllowedDuplicate {
  /** Every key holding the text, "area.key". */
  readonly keys: readonly string[];
  /** Why one key cannot serve them all. */
  readonly why: string;
}

/** Each English text held by two or more keys, with its keys in table order. */
export function duplicateLabels(table: Record<string, Record<string, unknown>>): Map<string, string[]> {
  const byText = new Map<string, string[]>();
  for (const [key, text] of flattenKeys(table)) byText.set(text, [...(byText.get(text) ?? []), key]);
  return new Map([...byText].filter(([, keys]) => keys.length > 1));
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/**
 * The groups no allow-list entry names exactly (a new key with an existing text makes its group differ
 * from the entry, so it is reported too), and the entries that match no group any more.
 */
export function unexplainedDuplicates(
  groups: Map<string, string[]>,
  allowed: readonly AllowedDuplicate[],
): { unlisted: string[]; stale: string[] } {
  const unlisted = [...groups]
    .filter(([, keys]) => !allowed.some((entry) => sameKeys(entry.keys, keys)))
    .map(([text, keys]) => `${JSON.stringify(text)}: ${keys.join(', ')}`);
  const stale = allowed
    .filter((entry) => ![...groups.values()].some((keys) => sameKeys(entry.keys, keys)))
    .map((entry) => entry.keys.join(', '));
  return { unlisted, stale };
}
