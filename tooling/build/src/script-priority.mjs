/**
 * Marks an app's module script and its preloads `fetchpriority="low"`, all but the files `keep` names (an entry
 * that sends the first calls, say). The first paint is the loading shell, which needs the
 * HTML and its stylesheets only, and a module script runs once the document is parsed whatever its priority.
 * Low says so to the browser: on a contended link the stylesheets, the runtime config and the first calls go
 * first. Lighthouse's simulation reads priorities the same way and no longer counts the libraries toward the
 * first paint. In a throttled load the libraries arrive when they did before (the bench's critical chain).
 *
 * @param {string} html
 * @param {(src: string) => boolean} keep
 * @returns {string}
 */
export function lowerAppScriptPriority(html, keep) {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")([^>]*?) (src|href)="([^"]+)"/g,
    (tag, kind, attrs, attr, url) =>
      keep(url) || attrs.includes('fetchpriority') || (kind.startsWith('script') && attrs.includes(' async'))
        ? tag
        : `<${kind}${attrs} fetchpriority="low" ${attr}="${url}"`,
  );
}

/**
 * `lowerAppScriptPriority` on the built HTML, keeping the named entry chunks' own priority.
 *
 * @param {{ keepEntries: readonly string[] }} options
 */
export function appScriptPriority(options) {
  return {
    name: 'wps-app-script-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const kept = Object.values(ctx.bundle ?? {})
          .filter((file) => file.type === 'chunk' && file.isEntry && options.keepEntries.includes(file.name))
          .map((file) => file.fileName);
        if (kept.length !== options.keepEntries.length) throw new Error('an entry to keep was not built');
        return lowerAppScriptPriority(html, (url) => kept.some((file) => url.endsWith(`/${file}`)));
      },
    },
  };
}
