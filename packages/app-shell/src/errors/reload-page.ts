/**
 * Trying again after a screen's or a section's code failed to load: a new page load, because the browser keeps
 * a failed import failed for the page's life (and after a deployment the old chunk is gone for good).
 */
export function reloadPage(): void {
  window.location.reload();
}
