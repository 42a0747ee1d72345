import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

// Text structure, links, lists, tables and images only: no forms, no styles, no image maps, no frames or media.
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'del',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
// No style, class, id (page clobbering), target or event handlers.
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'dir', 'lang'];
// http(s), or a relative reference; never another scheme (javascript:, data:, vbscript:, ...).
const ALLOWED_URI_REGEXP = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config & { RETURN_DOM?: false; RETURN_DOM_FRAGMENT?: false } = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

let purifier: DOMPurify | undefined;

// An instance of our own, so these hooks and this config never change how anyone else's DOMPurify behaves. The
// config is set once: given to each `sanitize` call instead, DOMPurify builds its allow-lists again every time
// (most of a slow phone's sanitising at home's start went to that).
function instance(): DOMPurify {
  if (purifier) return purifier;
  const own = createDOMPurify(window);
  own.setConfig(CONFIG);
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
    if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = own;
  return own;
}

// The last few results, by the server's HTML: the pop-up's announcements are cleaned before it opens, and a help
// page seen again is not cleaned again. Bounded, since a merchant's help pages can be long.
const KEPT_RESULTS = 16;
const cleaned = new Map<string, string>();

/** Server HTML cleaned to the kit's strict allow-list (images lazy, links inert until the app decides). */
export function sanitiseServerHtml(html: string): string {
  const kept = cleaned.get(html);
  if (kept !== undefined) return kept;
  const safe = instance().sanitize(html);
  if (cleaned.size >= KEPT_RESULTS) cleaned.delete(cleaned.keys().next().value as string);
  cleaned.set(html, safe);
  return safe;
}

/**
 * Does now, in the caller's task, the cleaning a `ServerHtml` would do in its render: with `html`, cleans it and
 * keeps the result for the component; without, only builds the sanitiser (its allow-lists and hooks, the larger
 * part of a first clean). On a slow phone the two together made the render that opened home's pop-up one long
 * task; an app that knows what is coming calls this in idle moments before, one piece per call.
 */
export function prepareServerHtml(html?: string): void {
  if (html === undefined) instance();
  else sanitiseServerHtml(html);
}

/**
 * Gives each link of cleaned HTML the href the app decides (its one server-link function): the answer replaces the
 * server's href, and a link it refuses loses its href, so not even "open in new tab" reaches what a tap would not.
 */
export function settleLinks(html: string, linkHref: (href: string) => string | undefined): string {
  // A template's content is inert: nothing in it loads or runs while the links are rewritten.
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const link of template.content.querySelectorAll('a[href]')) {
    const href = linkHref(link.getAttribute('href') ?? '');
    if (href === undefined) link.removeAttribute('href');
    else link.setAttribute('href', href);
  }
  return template.innerHTML;
}
