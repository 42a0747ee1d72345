/**
 * Reading a built `index.html` the way a browser does for what it loads before the app renders: its scripts,
 * module preloads and stylesheets, and the inline scripts it runs.
 */

/** The assets an HTML document asks for before the app can render. */
export interface HtmlAssets {
  /** `<script src>` (module or classic). */
  readonly scripts: readonly string[];
  /** `<link rel=modulepreload href>`. */
  readonly modulePreloads: readonly string[];
  /** `<link rel=stylesheet href>`. */
  readonly stylesheets: readonly string[];
  /**
   * The text of each inline script the browser runs, in document order: no `src`, a JavaScript type (or none)
   * or `module`, not empty. Data blocks such as `<script type="application/json">` are left out.
   */
  readonly inlineScripts: readonly string[];
}

/** A comment, or the start tag of a script or link (a comment hides the tags inside it). */
const TOKEN = /<!--[\s\S]*?-->|<(script|link)\b([^>]*)>/gi;
/** Where a script's text ends: `</script` followed by whitespace, `/` or `>`, up to the tag's `>`. */
const SCRIPT_END = /<\/script(?=[\s/>])[^>]*>?/gi;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/**
 * The `type` values a browser runs as a classic script (the HTML standard's JavaScript MIME type essences, and
 * none at all); `module` is the other runnable type. Anything else, `application/json` say, is a data block.
 */
const CLASSIC_SCRIPT_TYPES = new Set([
  '',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (!name) continue;
    attributes.set(name.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Whether a browser that supports modules runs a `<script>` with these attributes (a `nomodule` one it skips). */
function runsAsScript(attributes: ReadonlyMap<string, string>): boolean {
  const type = (attributes.get('type') ?? '').trim().toLowerCase();
  if (type === 'module') return true;
  return CLASSIC_SCRIPT_TYPES.has(type) && !attributes.has('nomodule');
}

/**
 * The render-blocking JS and CSS an HTML document references, and the inline scripts it runs. Comments are
 * ignored, and so is anything inside a script's text (markup in a string there is not a tag).
 */
export function parseHtmlAssets(html: string): HtmlAssets {
  const scripts: string[] = [];
  const modulePreloads: string[] = [];
  const stylesheets: string[] = [];
  const inlineScripts: string[] = [];
  const token = new RegExp(TOKEN.source, TOKEN.flags);
  const scriptEnd = new RegExp(SCRIPT_END.source, SCRIPT_END.flags);
  for (let match = token.exec(html); match !== null; match = token.exec(html)) {
    const tag = match[1]?.toLowerCase();
    if (!tag) continue;
    const attributes = parseAttributes(match[2] ?? '');
    if (tag === 'script') {
      scriptEnd.lastIndex = token.lastIndex;
      const end = scriptEnd.exec(html);
      const text = html.slice(token.lastIndex, end ? end.index : html.length);
      token.lastIndex = end ? scriptEnd.lastIndex : html.length;
      if (attributes.has('src')) {
        const src = attributes.get('src');
        if (src) scripts.push(src);
      } else if (runsAsScript(attributes) && text.trim() !== '') {
        inlineScripts.push(text);
      }
      continue;
    }
    const href = attributes.get('href');
    if (!href) continue;
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload')) modulePreloads.push(href);
    else if (rel.includes('stylesheet')) stylesheets.push(href);
  }
  return { scripts, modulePreloads, stylesheets, inlineScripts };
}
