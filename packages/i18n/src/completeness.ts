import type { LabelTable } from './labels';

/** Labels that may legitimately read the same as English in any language (brands, codes, units). */
const SAME_AS_ENGLISH_ALLOWED =
  /^(VIP|VIP \{\{level\}\}|QQ|WeChat|LINE|WhatsApp|Zalo|Facebook|Google|Telegram|iOS|Android|OK|E-mail|Email)$/i;

/** How one language's table compares with English. */
export interface Coverage {
  code: string;
  /** Keys English has. */
  total: number;
  /** English keys present in this language. */
  present: number;
  /** English keys this language lacks ("area.key"). */
  missing: string[];
  /** Keys this language has that English does not. */
  extra: string[];
  /** Keys whose placeholders ({{name}}, {0}) differ from English's. */
  placeholderMismatches: string[];
  /** Keys whose text is exactly English's (excluding brand names and codes): likely untranslated. */
  sameAsEnglish: string[];
}

type Table = Record<string, Record<string, unknown>>;

/** Every "area.key" (and "area.group.key" for grouped labels) of a table, flattened. */
export function flattenKeys(table: Table): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (prefix: string, node: unknown) => {
    if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) walk(prefix ? `${prefix}.${key}` : key, value);
    } else {
      keys.set(prefix, String(node));
    }
  };
  walk('', table);
  return keys;
}

/** The placeholders of a label, sorted, so order may change with grammar but none may be lost. */
export function placeholders(text: string): string[] {
  return (text.match(/\{\{\s*[\w.]+\s*\}\}|\{\d+\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
}

/** Compares a language's table with English key by key. */
export function coverage(code: string, english: LabelTable, table: Table): Coverage {
  const en = flattenKeys(english);
  const other = flattenKeys(table);
  const missing: string[] = [];
  const placeholderMismatches: string[] = [];
  const sameAsEnglish: string[] = [];
  for (const [key, text] of en) {
    const translated = other.get(key);
    if (translated === undefined || translated.trim() === '') {
      missing.push(key);
      continue;
    }
    if (placeholders(text).join() !== placeholders(translated).join()) placeholderMismatches.push(key);
    if (code !== 'EN' && translated === text && !SAME_AS_ENGLISH_ALLOWED.test(text)) sameAsEnglish.push(key);
  }
  const extra = [...other.keys()].filter((key) => !en.has(key));
  return {
    code,
    total: en.size,
    present: en.size - missing.length,
    missing,
    extra,
    placeholderMismatches,
    sameAsEnglish,
  };
}

/** Share of English keys a language covers, as a whole percentage (rounded down, so 99.9 is not 100). */
export function percent({ present, total }: Coverage): number {
  return total === 0 ? 100 : Math.floor((present / total) * 100);
}
