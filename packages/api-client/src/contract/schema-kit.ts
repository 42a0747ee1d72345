import { z } from 'zod';

/**
 * Building blocks shared by every domain schema. Query strings arrive as text, so the numeric and boolean query
 * helpers accept both the typed value (what a client passes) and its string form (what the server receives).
 */

/** Longest string any free-text field accepts unless its schema says less; stops oversize payloads early. */
export const MAX_TEXT = 2000;

/** A trimmed string of at most `max` characters (required: at least one character). */
export const text = (max = 200) => z.string().trim().min(1).max(max);

/** A string that may be empty (the front end sends '' for unfilled optional fields). */
export const optionalText = (max = 200) => z.string().trim().max(max).optional();

/** A whole number, from a JSON number or a decimal string in a query. */
export const int = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d+$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

/** A money amount with at most 2 decimals, from a JSON number or a decimal string. */
export const amount = (min = 0.01, max = 10_000_000) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d{1,2})?$/)
        .transform(Number),
    ])
    .pipe(
      z
        .number()
        .min(min)
        .max(max)
        .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), {
          message: 'at most 2 decimals',
        }),
    );

/** A calendar day as YYYY-MM-DD (the platform's date range format). */
export const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

/**
 * Comma-separated values in a query (`types=B,PL,PU`), each one of `values`. The return type is written out:
 * the inferred one declares a mapped type that TypeScript 5 cannot read in the published declarations.
 */
export const csvOf = <const T extends readonly [string, ...string[]]>(
  values: T,
): z.ZodType<T[number][], string | T[number][]> =>
  z
    .union([z.array(z.enum(values)), z.string().max(200)])
    .transform((raw) => (Array.isArray(raw) ? raw : raw.split(',').map((part) => part.trim())))
    .pipe(z.array(z.enum(values)).min(1));

/** 1-based paging as the platform spells it. */
export const paging = (defaultSize: number) => ({
  pageNo: int(1, 100_000).optional().default(1),
  pageSize: int(1, 100).optional().default(defaultSize),
});

/** The paged answer: a page of `item`, the page number and the page count. */
export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });

/** Upper-case language code (EN, TY, ...). */
export const language = () =>
  z
    .string()
    .regex(/^[A-Za-z]{2,3}$/)
    .transform((value) => value.toUpperCase());

/** An empty request: calls that take nothing still reject unknown payload shapes gracefully. */
export const noInput = z.object({});

/** The answer of calls that only confirm. */
export const done = z.boolean();

/** A money value as the platform sends it: a number with 2 decimals. */
export const money = z.number();

/** Milliseconds since the epoch, as the platform sends timestamps. */
export const timestamp = z.number().int();
