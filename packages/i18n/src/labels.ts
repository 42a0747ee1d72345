import type en from './locales/en';

/** The English label tables: the source of every key (a wrong key is a type error). */
export type Labels = typeof en;

/** Labels as strings, keeping the groups (`home.download.*`) that an area may nest its keys in. */
type StringsOf<T> = { [Key in keyof T]: T[Key] extends string ? string : StringsOf<T[Key]> };

/** The shape every language must have: the same areas, groups and keys as English, each a string. */
export type LabelTable = StringsOf<Labels>;

/** A lazily loaded language module (`src/locales/<code>/index.ts`). */
export type LabelModule = { default: LabelTable };
