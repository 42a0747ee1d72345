const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Keyboard-reachable elements inside `container`, in tab order of the DOM. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/** Whether `element` sits in a right-to-left context (its own or an ancestor's `dir`). */
export function isRtlElement(element: Element | null): boolean {
  return element?.closest('[dir]')?.getAttribute('dir') === 'rtl';
}
