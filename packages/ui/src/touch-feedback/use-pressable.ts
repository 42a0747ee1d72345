import { classNames } from '../internal/class-names';
import {
  useTouchFeedback,
  type TouchFeedbackHandlers,
  type TouchFeedbackOptions,
} from './use-touch-feedback';

/**
 * The spec's touch timings on one of the kit's pressable blocks (a game tile, a winner row, a match card): its
 * class, with `<block>--pressed` added while the finger's press shows, and the pointer handlers to spread on it.
 */
export function usePressable(
  block: string,
  options?: TouchFeedbackOptions,
): TouchFeedbackHandlers & { className: string } {
  const { pressed, handlers } = useTouchFeedback(options);
  return { className: classNames(block, pressed && `${block}--pressed`), ...handlers };
}
