/**
 * Which built files a lazily loaded chunk needs beyond what the HTML's entries load already: for builds that
 * name a landing screen's files in their HTML, so the browser fetches them beside the entry.
 */

/** A chunk and the chunks it imports statically, deep, with the stylesheets they bring, as file names. */
export function chunkClosure(bundle, start) {
  const files = new Set();
  const visit = (chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return files;
}

/** The files the bundle's entry chunks load before they run: each entry's `chunkClosure`, together. */
export function entriesClosure(bundle) {
  const loaded = new Set();
  for (const file of Object.values(bundle))
    if (file.type === 'chunk' && file.isEntry)
      for (const name of chunkClosure(bundle, file)) loaded.add(name);
  return loaded;
}

/** The files `start` needs, deep, that no entry chunk of the bundle loads already; the chunk's own first. */
export function filesBeyondEntries(bundle, start) {
  const loaded = entriesClosure(bundle);
  return [...chunkClosure(bundle, start)].filter((name) => !loaded.has(name));
}
