import { createHash } from 'node:crypto';
import { DEFAULT_IMAGE_WIDTHS } from '@wps-mobile/config';
import sharp from 'sharp';

/**
 * The sandbox's image CDN resizing convention, for real: `/wps/img-resized/<width>/<format><picture path>`
 * answers the picture at that width (a photograph never wider than its original; a drawing drawn at that width)
 * re-encoded as WebP or AVIF. The demo
 * merchant's runtime config names it as its `imageResizing` template, so the apps' `srcset` asks for these.
 */
export const RESIZED_PREFIX = '/wps/img-resized';

/** The convention as a runtime config writes it (`imageResizing.template`). */
export const RESIZED_TEMPLATE = `${RESIZED_PREFIX}/{width}/{format}{path}`;

/** The widths the apps offer when the config names none: only these are made, so no one fills the cache. */
export const RESIZED_WIDTHS: readonly number[] = DEFAULT_IMAGE_WIDTHS;

export const RESIZED_FORMATS = ['webp', 'avif'] as const;
export type ResizedFormat = (typeof RESIZED_FORMATS)[number];

export const isResizedFormat = (format: string): format is ResizedFormat =>
  (RESIZED_FORMATS as readonly string[]).includes(format);

// Quality a CDN's default sends for photographs: small files, no visible loss at phone size.
const QUALITY: Readonly<Record<ResizedFormat, number>> = { webp: 75, avif: 50 };

/** A bounded memory cache of made variants, least recently used first out. */
export class VariantCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private readonly sizes = new Map<string, number>();

  constructor(private readonly maxBytes: number) {}

  /** The variant under `key`: kept from before (`hit`), or made now by `make` and kept. */
  async get(key: string, make: () => Promise<Buffer>): Promise<{ picture: Buffer; hit: boolean }> {
    const kept = this.entries.get(key);
    if (kept) {
      // Used again: to the back of the eviction order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return { picture: await kept, hit: true };
    }
    const made = make();
    this.entries.set(key, made);
    try {
      const picture = await made;
      this.sizes.set(key, picture.byteLength);
      this.bytes += picture.byteLength;
      this.evict();
      return { picture, hit: false };
    } catch (error) {
      // A failure is not kept: the next request tries again.
      this.entries.delete(key);
      throw error;
    }
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      const size = this.sizes.get(key);
      if (size === undefined) continue; // still being made
      this.entries.delete(key);
      this.sizes.delete(key);
      this.bytes -= size;
    }
  }
}

// 32 MB holds every width and format of the 18 committed pictures several times over.
const variants = new VariantCache(32 * 1024 * 1024);

/**
 * `original` at `width` (or its own width if narrower: a CDN does not enlarge) in `format`, made once per
 * picture, width and format and then served from the cache. The key is the picture's bytes, not its name, so
 * two names drawing the same picture share one variant.
 */
export function resizedPicture(
  original: Uint8Array,
  width: number,
  format: ResizedFormat,
): Promise<{ picture: Buffer; hit: boolean }> {
  return variants.get(variantKey(original, width, format), () =>
    sharp(original)
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, { quality: QUALITY[format] })
      .toBuffer(),
  );
}

const variantKey = (original: Uint8Array | string, width: number, format: ResizedFormat) =>
  `${createHash('sha256').update(original).digest('hex')}:${width}:${format}`;

/** The width an SVG drawing names on its root element (its drawing size), if any. */
export function drawingWidth(svg: string): number | undefined {
  const width = Number(/<svg\b[^>]*?\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1]);
  return width > 0 ? width : undefined;
}

/**
 * An SVG drawing drawn at `width` in `format`, as an image CDN answers a raster format for a vector original. A
 * drawing has no pixel size to stay under, so it is drawn at the width asked, sharp at any width (its resolution
 * follows the width). A browser draws an SVG picture as a document of its own on the page's main thread, each
 * time it is shown; a phone decodes a WebP off it.
 */
export function rasterisedDrawing(
  svg: string,
  width: number,
  format: ResizedFormat,
): Promise<{ picture: Buffer; hit: boolean }> {
  const scale = width / (drawingWidth(svg) ?? width);
  return variants.get(variantKey(svg, width, format), () =>
    sharp(Buffer.from(svg), { density: Math.max(72, 72 * scale) })
      .resize({ width })
      .toFormat(format, { quality: QUALITY[format] })
      .toBuffer(),
  );
}
