import type en from './locales/en';

/** The English label tables: the source of every key (a wrong key is a type error). */
export type Labels = typeof en;

/** The same keys as a group of English labels, each a string; a group may nest (`home.popular.title`). */
type LabelGroup<Group> = {
  [Key in keyof Group]: Group[Key] extends string ? string : LabelGroup<Group[Key]>;
};

/** The shape every language must have: the same areas and keys as English, each a string. */
export type LabelTable = LabelGroup<Labels>;

/** A lazily loaded language module (`src/locales/<code>/index.ts`). */
export type LabelModule = { default: LabelTable };
