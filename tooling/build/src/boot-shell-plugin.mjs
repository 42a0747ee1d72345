/**
 * The loading shell both apps write into `#root` of their HTML: a spinner in the brand colour, announced as a
 * status. A visitor on a slow phone sees it as soon as the HTML and its stylesheets arrive, not a blank page
 * until the app's libraries have downloaded and run; the first render replaces it. Its look lives in each app's
 * entry stylesheet (`.boot-shell`): the content security policy allows no inline styles.
 */
export const BOOT_SHELL = [
  '<div class="boot-shell" role="status" aria-label="Loading">',
  '<svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">',
  '<circle cx="20" cy="20" r="16" fill="none" stroke="#e5e5e5" stroke-width="5" />',
  '<path d="M20 4a16 16 0 0 1 16 16" fill="none" stroke="currentColor" stroke-width="5" />',
  '</svg>',
  '</div>',
].join('');

const EMPTY_ROOT = '<div id="root"></div>';

/** Puts `BOOT_SHELL` into the HTML's empty `<div id="root"></div>`, in development and in builds. */
export function bootShellPlugin() {
  return {
    name: 'wps-boot-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(EMPTY_ROOT))
          throw new Error(`index.html has no ${EMPTY_ROOT} for the loading shell`);
        return html.replace(EMPTY_ROOT, `<div id="root">${BOOT_SHELL}</div>`);
      },
    },
  };
}
