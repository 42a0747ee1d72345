import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { parseHtmlAssets } from './html-assets';

/** Where a URL path prefix is served from on disk (e.g. `/m/` -> `apps/player/dist`). */
export interface Mount {
  /** URL path prefix, starting and ending with `/`. */
  readonly base: string;
  /** Absolute directory that prefix maps to. */
  readonly dir: string;
}

export type AssetKind = 'js' | 'css';

/** A set of files with their brotli sizes, split by kind. */
export interface SizedFiles {
  readonly js: SizeSum;
  readonly css: SizeSum;
}

export interface SizeSum {
  /** Sum of the brotli sizes in bytes. */
  readonly bytes: number;
  /** `bytes / 1024`, one decimal. */
  readonly kb: number;
  /**
   * The files counted, as given (absolute paths). Inline scripts of an HTML document, when counted, appear as
   * one entry named by `inlineScriptsLabel` (e.g. `…/dist/index.html (inline script)`).
   */
  readonly files: readonly string[];
}

const brotliCache = new Map<string, number>();

/** Brotli size (quality 11, the best a static host would pre-compress with) of a buffer, in bytes. */
export function brotliSize(content: Buffer | string): number {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return brotliCompressSync(buffer, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;
}

/** Brotli size of a file on disk, cached by path (build outputs are content-hashed and do not change mid-run). */
export function brotliFileSize(file: string): number {
  const cached = brotliCache.get(file);
  if (cached !== undefined) return cached;
  const size = brotliSize(readFileSync(file));
  brotliCache.set(file, size);
  return size;
}

/** Bytes to kilobytes (1024), rounded to one decimal. */
export function toKb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** Sum of the brotli sizes of the given files (each compressed on its own, as a server would send it). */
export function brotliSum(
  files: Iterable<string>,
  sizeOf: (file: string) => number = brotliFileSize,
): SizeSum {
  const unique = [...new Set(files)];
  const bytes = unique.reduce((total, file) => total + sizeOf(file), 0);
  return { bytes, kb: toKb(bytes), files: unique };
}

/** Whether a path or URL names JavaScript or CSS, by extension; undefined for anything else. */
export function assetKind(pathOrUrl: string): AssetKind | undefined {
  const clean = pathOrUrl.replace(/[?#].*$/, '');
  const ext = extname(clean).toLowerCase();
  if (ext === '.js' || ext === '.mjs' || ext === '.cjs') return 'js';
  if (ext === '.css') return 'css';
  return undefined;
}

/** Splits files into JS and CSS and sums each; other files are ignored. */
export function sizeByKind(
  files: Iterable<string>,
  sizeOf: (file: string) => number = brotliFileSize,
): SizedFiles {
  const js: string[] = [];
  const css: string[] = [];
  for (const file of files) {
    const kind = assetKind(file);
    if (kind === 'js') js.push(file);
    else if (kind === 'css') css.push(file);
  }
  return { js: brotliSum(js, sizeOf), css: brotliSum(css, sizeOf) };
}

/*
 * Static import statements of an ES module as a bundler emits them, minified or not:
 *   import{a as b}from"./x.js"   import x,{y}from './x.js'   import * as n from"./x.js"   import"./x.js"
 *   export{a}from"./x.js"        export*from"./x.js"
 * A dynamic `import("./x.js")` does not match: after `import` comes `(`, which neither form allows.
 * The statement must start at the beginning of the text or after `;`, `}`, `)` or whitespace, so a
 * property such as `foo.import` is not taken for one.
 */
const STATIC_IMPORT =
  /(?:^|[;}\s)])(?:import\s*(?:[\w$*{}\s,]*?\s*from\s*)?|export\s*(?:\*\s*(?:as\s+[\w$]+\s*)?|\{[^}]*\}\s*)from\s*)(["'])([^"'\n]+)\1/g;

/** The specifiers of a module's static imports and re-exports, in order, without duplicates. */
export function staticImportSpecifiers(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const specifier = match[2];
    if (specifier) found.add(specifier);
  }
  return [...found];
}

function isInside(dir: string, file: string): boolean {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep);
}

/** The file a URL path is served from, using the longest matching mount; undefined if no mount covers it. */
export function urlPathToFile(pathname: string, mounts: readonly Mount[]): string | undefined {
  const sorted = [...mounts].sort((a, b) => b.base.length - a.base.length);
  for (const mount of sorted) {
    if (!pathname.startsWith(mount.base)) continue;
    let rest: string;
    try {
      rest = decodeURIComponent(pathname.slice(mount.base.length));
    } catch {
      return undefined;
    }
    const file = resolve(mount.dir, rest);
    return isInside(mount.dir, file) ? file : undefined;
  }
  return undefined;
}

/**
 * Every file reachable from the entry files through static imports (the entries included).
 * Only relative and root-relative specifiers are followed; bare specifiers cannot occur in a
 * browser build and are ignored. `resolveRootRelative` maps `/m/assets/x.js` style specifiers.
 */
export function staticImportGraph(
  entries: Iterable<string>,
  options: {
    read?: (file: string) => string;
    resolveRootRelative?: (pathname: string) => string | undefined;
  } = {},
): string[] {
  const read = options.read ?? ((file: string) => readFileSync(file, 'utf8'));
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    if (assetKind(file) !== 'js') continue;
    for (const specifier of staticImportSpecifiers(read(file))) {
      const clean = specifier.replace(/[?#].*$/, '');
      let target: string | undefined;
      if (clean.startsWith('./') || clean.startsWith('../')) target = resolve(dirname(file), clean);
      else if (clean.startsWith('/')) target = options.resolveRootRelative?.(clean);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

/**
 * The JS and CSS files an HTML page loads before first render: its tags plus the static import graph of its
 * scripts. Inline scripts are not files; `beforeRenderSize` adds them.
 */
export function beforeRenderFiles(html: string, pageUrl: string, mounts: readonly Mount[]): string[] {
  const assets = parseHtmlAssets(html);
  const toFile = (reference: string): string => {
    const url = new URL(reference, pageUrl);
    if (url.origin !== new URL(pageUrl).origin) {
      throw new Error(
        `${pageUrl} loads ${url.href} from another origin; the benchmark expects self-hosted assets`,
      );
    }
    const file = urlPathToFile(url.pathname, mounts);
    if (!file || !existsSync(file)) {
      throw new Error(
        `${pageUrl} references ${url.pathname}, which is not a built file (${file ?? 'no mount'})`,
      );
    }
    return file;
  };
  const entries = [...assets.scripts, ...assets.modulePreloads, ...assets.stylesheets].map(toFile);
  return staticImportGraph(entries, { resolveRootRelative: (pathname) => urlPathToFile(pathname, mounts) });
}

/** How the inline scripts of an HTML file are listed among the files of a size. */
export function inlineScriptsLabel(htmlFile: string, count: number): string {
  return `${htmlFile} (${count === 1 ? 'inline script' : `${count} inline scripts`})`;
}

/**
 * `sum` with inline scripts added: each compressed on its own, like a file, with the same brotli settings, and
 * listed together as one entry named `label`. Unchanged when there are none.
 */
export function withInlineScripts(sum: SizeSum, scripts: readonly string[], label: string): SizeSum {
  if (scripts.length === 0) return sum;
  const bytes = scripts.reduce((total, script) => total + brotliSize(script), sum.bytes);
  return { bytes, kb: toKb(bytes), files: [...sum.files, label] };
}

/**
 * The brotli sizes of what a page needs before its first render: the files of `beforeRenderFiles` by kind, plus
 * the inline scripts of the HTML as JavaScript, listed as `<htmlFile> (inline script)`. `htmlFile` is where the
 * HTML was read from; it only names that entry.
 */
export function beforeRenderSize(
  html: string,
  htmlFile: string,
  pageUrl: string,
  mounts: readonly Mount[],
  sizeOf: (file: string) => number = brotliFileSize,
): SizedFiles {
  const sizes = sizeByKind(beforeRenderFiles(html, pageUrl, mounts), sizeOf);
  const { inlineScripts } = parseHtmlAssets(html);
  return {
    ...sizes,
    js: withInlineScripts(sizes.js, inlineScripts, inlineScriptsLabel(htmlFile, inlineScripts.length)),
  };
}

/** Every file under a directory, recursively (absolute paths). */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out.sort();
}

/** Brotli sizes of all JS and CSS in a build output. */
export function buildSize(dir: string): SizedFiles {
  return sizeByKind(listFiles(dir));
}
