import type en from './locales/en';

/** The English label tables: the source of every key (a wrong key is a type error). */
export type Labels = typeof en;

/** The same keys as a table of English labels, each a string; a group of keys (an object) keeps its shape. */
type Translated<T> = { [Key in keyof T]: T[Key] extends string ? string : Translated<T[Key]> };

/** The shape every language must have: the same areas and keys as English, each a string. */
export type LabelTable = Translated<Labels>;

/** A lazily loaded language module (`src/locales/<code>/index.ts`). */
export type LabelModule = { default: LabelTable };
