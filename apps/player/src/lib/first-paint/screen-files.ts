/**
 * The `<meta>` in which the build names the files the first render may need: for each landing screen, its
 * code's; for each language, its labels' (under `labelFilesKey`); the brand colours' (`BRAND_THEME_FILES_KEY`).
 */
export const SCREEN_FILES_META = 'wps-screen-files';

/** Where the `<meta>` names the merchant colours' code (`@wps-mobile/ui/brand-theme`), which the boot imports. */
export const BRAND_THEME_FILES_KEY = 'brand-theme';

/** Where the `<meta>` names a language's label files: `labels:TH`. */
export const labelFilesKey = (language: string): string => `labels:${language.toUpperCase()}`;

/** The files the build named for `screenId` (or a `labelFilesKey`): none when it named none or the tag cannot be read. */
export function namedScreenFiles(doc: Document, screenId: string | undefined): string[] {
  if (!screenId) return [];
  const meta = doc.querySelector(`meta[name="${SCREEN_FILES_META}"]`);
  const content = meta?.getAttribute('content');
  if (!content) return [];
  const base = meta?.getAttribute('data-base') ?? '/';
  try {
    const files = (JSON.parse(content) as Record<string, unknown>)[screenId];
    if (!Array.isArray(files)) return [];
    // Names of the build's own folder only: nothing from elsewhere is asked for.
    return files
      .filter(
        (file): file is string =>
          typeof file === 'string' && /^\w[\w./-]*$/.test(file) && !/\.\.|\/\//.test(file),
      )
      .map((file) => `${base}${file}`);
  } catch {
    return [];
  }
}

/**
 * Asks for the current screen's code and styles at once, as `modulepreload` and style `preload` links: the app
 * imports the same URLs later and finds them loaded (or on their way) instead of starting after its libraries.
 */
export function preloadScreenFiles(doc: Document, screenId: string | undefined): void {
  for (const href of namedScreenFiles(doc, screenId)) {
    if (doc.querySelector(`link[href="${href}"]`)) continue;
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'style');
    } else {
      link.setAttribute('rel', 'modulepreload');
    }
    // The app's own loader asks for both with CORS: a preload in another mode would not be used.
    link.setAttribute('crossorigin', '');
    link.setAttribute('href', href);
    doc.head.append(link);
  }
}
