/**
 * The text of server HTML, with no markup kept: shown as plain text until the ui kit's sanitising component
 * reaches this build. DOMParser documents run no scripts and load nothing.
 */
export function htmlText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
