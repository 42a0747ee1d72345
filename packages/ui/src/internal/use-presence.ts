import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Matches --wps-duration-modal in tokens.css: how long an exit animation plays before unmounting. */
export const MODAL_EXIT_MS = 200;

export interface Presence {
  /** Keep the element in the DOM (open, or still playing its exit animation). */
  mounted: boolean;
  /** The exit animation is playing. */
  closing: boolean;
}

/** Keeps a closed overlay mounted for its exit animation; with reduced motion it unmounts at once. */
export function usePresence(open: boolean, exitMs: number = MODAL_EXIT_MS): Presence {
  const reducedMotion = usePrefersReducedMotion();
  const [mounted, setMounted] = useState(open);
  const delay = reducedMotion ? 0 : exitMs;

  // Adjusting state while rendering (not in an effect) so an opening overlay is there on the first paint.
  if (open && !mounted) setMounted(true);
  if (!open && mounted && delay === 0) setMounted(false);

  useEffect(() => {
    if (open || !mounted || delay === 0) return undefined;
    const timer = window.setTimeout(() => setMounted(false), delay);
    return () => window.clearTimeout(timer);
  }, [open, mounted, delay]);

  return { mounted, closing: mounted && !open };
}
