import type en from './locales/en';

/** The English label tables: the source of every key (a wrong key is a type error). */
export type Labels = typeof en;

/** The shape every language must have: the same areas and keys as English, each a string. */
export type LabelTable = { [Area in keyof Labels]: { [Key in keyof Labels[Area]]: string } };

/** A lazily loaded language module (`src/locales/<code>/index.ts`). */
export type LabelModule = { default: LabelTable };
