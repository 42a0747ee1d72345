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

const PARAM = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;
const MAX_WIDTH = 4096;
const MAX_WIDTHS = 12;

function isTemplate(value: unknown): value is string {
  if (typeof value !== 'string' || !value.includes('{width}') || !value.includes('{path}')) return false;
  if (/^\/[^/\\]/.test(value)) return true;
  return /^https?:\/\/[^/]+/.test(value);
}

function isWidthList(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= MAX_WIDTHS &&
    value.every((width) => Number.isInteger(width) && width > 0 && width <= MAX_WIDTH)
  );
}

/** Validates the `imageResizing` object; off (undefined) when the file names none. Problems go to `problems`. */
export function parseImageResizing(value: unknown, problems: string[]): ImageResizing | undefined {
  if (value === undefined) return undefined;
  const message =
    'imageResizing must name a template with {width} and {path} or a widthParam, and widths of 1 to 4096 px';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(message);
    return undefined;
  }
  const raw = value as Record<string, unknown>;
  const widths = raw.widths ?? DEFAULT_IMAGE_WIDTHS;
  if (!isWidthList(widths)) {
    problems.push(message);
    return undefined;
  }
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  if (raw.template !== undefined && raw.widthParam === undefined && isTemplate(raw.template))
    return { template: raw.template, widths: sorted };
  if (raw.widthParam !== undefined && raw.template === undefined && typeof raw.widthParam === 'string')
    if (PARAM.test(raw.widthParam)) return { widthParam: raw.widthParam, widths: sorted };
  problems.push(message);
  return undefined;
}
