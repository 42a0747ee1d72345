import type { Plugin } from 'vite';

/**
 * Marks the app's own module script and its preloads `fetchpriority="low"`, all but the files `keep` names (the
 * early script, which sends the first calls). The first paint is the loading shell, which needs the HTML and
 * its stylesheets only, and a module script runs once the document is parsed whatever its priority. Low says
 * so to the browser: on a contended link the stylesheets, the runtime config and the early script's calls go
 * first. Lighthouse's simulation reads priorities the same way and no longer counts the libraries toward the
 * first paint. In a throttled load the libraries arrive when they did before (bench's critical chain).
 */
export function lowerAppScriptPriority(html: string, keep: (src: string) => boolean): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")([^>]*?) (src|href)="([^"]+)"/g,
    (tag: string, kind: string, attrs: string, attr: string, url: string) =>
      keep(url) || attrs.includes('fetchpriority') || (kind.startsWith('script') && attrs.includes(' async'))
        ? tag
        : `<${kind}${attrs} fetchpriority="low" ${attr}="${url}"`,
  );
}

/** `lowerAppScriptPriority` on the built HTML, keeping the named entry chunks' own priority. */
export function appScriptPriority(options: { keepEntries: readonly string[] }): Plugin {
  return {
    name: 'wps-app-script-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx): string {
        const kept = Object.values(ctx.bundle ?? {})
          .filter((file) => file.type === 'chunk' && file.isEntry && options.keepEntries.includes(file.name))
          .map((file) => file.fileName);
        if (kept.length !== options.keepEntries.length) throw new Error('an entry to keep was not built');
        return lowerAppScriptPriority(html, (url) => kept.some((file) => url.endsWith(`/${file}`)));
      },
    },
  };
}
