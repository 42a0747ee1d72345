import { countWords, feedbackSchema, type FeedbackSettings } from '@wps-mobile/api-client/contract';
import { CONSTANTS } from '@wps-mobile/config';

/** A message key of the validation labels with its positional value. */
export interface RuleMessage {
  readonly key:
    | 'validation.feedbackLength'
    | 'validation.commentMax'
    | 'validation.imageType'
    | 'validation.imageSize'
    | 'validation.imageCount';
  readonly args: Record<number, string | number>;
}

const CONTENT = feedbackSchema.shape.content;

/**
 * The content's words must lie within the merchant's bounds (spec section 5), and its length within the
 * request's schema (the contract's `feedback` call), which the server checks too.
 */
export function contentProblem(content: string, settings: FeedbackSettings): RuleMessage | undefined {
  const words = countWords(content);
  if (words < settings.minWords || words > settings.maxWords)
    return { key: 'validation.feedbackLength', args: { 0: settings.minWords, 1: settings.maxWords } };
  if (!CONTENT.safeParse(content).success)
    return { key: 'validation.commentMax', args: { 0: CONTENT.maxLength ?? 0 } };
  return undefined;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * Which picked files may join the images already chosen: png or jpg, each at most the size limit, no more than
 * the count limit in all. The others are left out, and the first reason is the message the player reads.
 */
export function acceptImages<F extends { readonly type: string; readonly size: number }>(
  picked: readonly F[],
  alreadyChosen: number,
  settings: FeedbackSettings,
): { accepted: F[]; problem: RuleMessage | undefined } {
  const accepted: F[] = [];
  let problem: RuleMessage | undefined;
  for (const file of picked) {
    if (!(CONSTANTS.upload.types as readonly string[]).includes(file.type))
      problem ??= { key: 'validation.imageType', args: {} };
    else if (file.size > settings.maxImageBytes)
      problem ??= { key: 'validation.imageSize', args: { 0: megabytes(settings.maxImageBytes) } };
    else if (alreadyChosen + accepted.length >= settings.maxImages)
      problem ??= { key: 'validation.imageCount', args: { 0: settings.maxImages } };
    else accepted.push(file);
  }
  return { accepted, problem };
}
