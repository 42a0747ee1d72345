import { useEffect, useRef, type RefObject } from 'react';
import { focusableIn } from './focusable';
import { inNextTask } from './next-task';

/** The traps that are on, the topmost last: keys go to the topmost only (a confirmation over a drawer). */
const openTraps: object[] = [];

export interface FocusTrapOptions {
  /** Called on Escape. */
  onEscape: () => void;
  /** Element to focus first; otherwise the first focusable element, otherwise the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Keeps keyboard focus inside `containerRef` while `active`: Tab and Shift+Tab wrap, focus that escapes
 * (a screen reader's cursor, a click on the page behind) is pulled back, Escape calls `onEscape`, and on
 * release focus returns to the element that had it before, as WCAG's dialog pattern expects.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { onEscape, initialFocusRef }: FocusTrapOptions,
): void {
  // The latest callback without re-running the effect (re-running would move focus again on every render).
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const trap = {};
    openTraps.push(trap);
    const isTopmost = () => openTraps[openTraps.length - 1] === trap;
    // Focus moves in from a task of its own. Focusing needs the page's style and layout up to date: done here,
    // inside the commit that inserted the dialog, it made that task one of home's longest on a slow phone (the
    // pop-up's style and layout, about 50 ms at 4x CPU, on top of the commit). The dialog is on screen, so
    // nothing need scroll.
    const cancelFocus = inNextTask(() => {
      // A Tab pressed meanwhile has already put focus inside: it stays where the user moved it. A dialog opened
      // over this one meanwhile takes focus itself.
      if (container.contains(document.activeElement) || !isTopmost()) return;
      (initialFocusRef?.current ?? openingFocus(container)).focus({ preventScroll: true });
    });

    // On the document, not the dialog: a key pressed before focus has moved in still reaches the topmost trap.
    function onKeyDown(event: KeyboardEvent) {
      if (!container || !isTopmost()) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(container);
      const firstElement = focusable[0];
      const lastElement = focusable[focusable.length - 1];
      if (!firstElement || !lastElement) {
        event.preventDefault();
        return;
      }
      const inside = container.contains(document.activeElement);
      if (
        event.shiftKey &&
        (!inside || document.activeElement === firstElement || document.activeElement === container)
      ) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === lastElement)) {
        event.preventDefault();
        firstElement.focus();
      }
    }

    // Only the topmost trap pulls focus back: two that did would pull it between them.
    function onFocusIn(event: FocusEvent) {
      if (!isTopmost()) return;
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        (focusableIn(container)[0] ?? container).focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelFocus();
      openTraps.splice(openTraps.indexOf(trap), 1);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, containerRef, initialFocusRef]);
}

/**
 * Where focus lands when a dialog opens without an explicit choice: its first field, so a form can be typed into
 * at once; else its title, so a screen reader reads what opened and a keyboard user's first Tab reaches the
 * first control (never the close button, whose ring would be the first thing seen); else the panel itself.
 */
function openingFocus(container: HTMLElement): HTMLElement {
  const field = container.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
  );
  if (field) return field;
  const titleId = container.getAttribute('aria-labelledby');
  const title = titleId ? container.ownerDocument.getElementById(titleId) : null;
  if (title && container.contains(title)) {
    // Focusable by script only: the title is not a stop in the Tab order.
    title.tabIndex = -1;
    return title;
  }
  return container;
}
