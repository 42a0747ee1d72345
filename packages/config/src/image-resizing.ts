/**
 * How the merchant's image CDN serves a picture at a given width (the `imageResizing` object of `config.json`).
 * The `/wps` contract gives one URL per image; with this set, the apps offer the browser a few widths of it so a
 * phone downloads a picture its own size. Without it, the original URL is used as it is.
 */
export type ImageResizing =
  | {
      /**
       * Where a width of the image lives: `{path}` is the original URL's path and query, `{width}` the width in
       * CSS pixels, `{format}` (optional) `webp`. A template starting with `/` stays on the image's own origin,
       * e.g. `/img/w{width}{path}`.
       */
      readonly template: string;
      readonly widths: readonly number[];
    }
  | {
      /** The name of the query parameter the CDN reads the width from, e.g. `w` for `...jpg?w=412`. */
      readonly widthParam: string;
      readonly widths: readonly number[];
    };

/**
 * Widths offered when the file names none: a small icon to a 3x phone's full width, close enough together that
 * the width a phone picks is never much wider than it draws (750 is a 412 px screen at 1.75x, Lighthouse's phone).
 */
export const DEFAULT_IMAGE_WIDTHS: readonly number[] = [160, 240, 320, 480, 640, 750, 960, 1080, 1280];

/** The widths a convention offers, each once and narrowest first: the file's list, or the default one. */
export function offeredWidths(widths: readonly number[] = DEFAULT_IMAGE_WIDTHS): number[] {
  return [...new Set(widths)].sort((a, b) => a - b);
}

const PARAM = /^[A-Za-z][\w-]{0,31}$/;
// Names `{width}` and `{path}`, and starts with a path on the image's own origin (`/img/...`, not `//host`) or an
// http(s) address.
const TEMPLATE = /^(?=.*\{width\})(?=.*\{path\})(\/[^/\\]|https?:\/\/[^/])/s;
const MAX_WIDTH = 4096;
const MAX_WIDTHS = 12;

/**
 * Validates the `imageResizing` object; off (undefined) when the file names none. A problem goes to `problems`.
 * Written small: it is part of the app's first script.
 */
export function parseImageResizing(value: unknown, problems: string[]): ImageResizing | undefined {
  if (value === undefined) return undefined;
  // `Object` of a string or a number has no fields: refused below like any object without a convention.
  const { template, widthParam, widths = DEFAULT_IMAGE_WIDTHS } = Object(value) as Record<string, unknown>;
  if (
    Array.isArray(widths) &&
    widths.length > 0 &&
    widths.length <= MAX_WIDTHS &&
    widths.every((width) => Number.isInteger(width) && width > 0 && width <= MAX_WIDTH)
  ) {
    if (widthParam === undefined && typeof template === 'string' && TEMPLATE.test(template))
      return { template, widths: offeredWidths(widths as number[]) };
    if (template === undefined && typeof widthParam === 'string' && PARAM.test(widthParam))
      return { widthParam, widths: offeredWidths(widths as number[]) };
  }
  problems.push(
    'imageResizing must name a template with {width} and {path} or a widthParam, and 1 to 12 widths up to 4096 px',
  );
  return undefined;
}
