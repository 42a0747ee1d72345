import { usePressable } from '@wps-mobile/ui';
import type { AnchorHTMLAttributes } from 'react';
import { AppLink } from './app-link';

export type PressableLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  readonly href: string;
  /** The tile's block class; `<className>--pressed` is added while a finger's press shows. */
  readonly className: string;
};

/**
 * An `AppLink` drawn as a tile (the member centre's, the agent home grid's) with the platform's touch timings
 * (spec: pressed 130 ms after the finger lands, kept 100 ms after release, dropped when the finger moves 20 px),
 * so a scroll that starts on a tile does not flash it. Keyboard and screen-reader activation are untouched.
 */
export function PressableLink({ className, ...link }: PressableLinkProps) {
  // The kit's own pressable block: the same timings and `--pressed` class as its game tiles and vendor strip.
  return <AppLink {...link} {...usePressable(className)} />;
}
