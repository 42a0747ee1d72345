import { splitDuration } from './reality-check-timer';

type DurationTranslate = (key: 'responsible.duration', options: { hours: number; minutes: number }) => string;

/** A session's length as the player reads it ("1 h 5 min"), in the player's language. */
export function durationText(ms: number, t: DurationTranslate): string {
  return t('responsible.duration', splitDuration(ms));
}
