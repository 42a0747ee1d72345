import { Hono } from 'hono';
import { countWords, WPS_CALLS, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import type { FeedbackSettings } from '@wps-mobile/api-client/contract';
import { insertFeedback, setMemberIcon } from '../../db/queries/account/member';
import { uplineOf } from '../../db/queries/account/members';
import { readFeedbackSettings } from '../../db/queries/content/feedback-settings';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { memberRoute, route } from '../call-route';
import { imageSubtypeOf, readImageDataUrl } from '../images/image-signature';
import { imageUrls } from '../images/image-urls';

const VIP_LEVELS = [
  { level: 0, label: 'Member', requiredDeposit: 0, benefits: ['Daily rebate 0.3%'] },
  { level: 1, label: 'Bronze', requiredDeposit: 5_000, benefits: ['Daily rebate 0.5%', 'Birthday gift ₱88'] },
  {
    level: 2,
    label: 'Silver',
    requiredDeposit: 20_000,
    benefits: ['Daily rebate 0.7%', 'Birthday gift ₱288'],
  },
  { level: 3, label: 'Gold', requiredDeposit: 100_000, benefits: ['Daily rebate 1%', 'Birthday gift ₱888'] },
  { level: 4, label: 'Platinum', requiredDeposit: 500_000, benefits: ['Daily rebate 1.2%', 'Personal host'] },
];

const vipLabel = (level: number) => VIP_LEVELS.find((v) => v.level === level)?.label ?? `VIP ${level}`;

const outOfRange = (message: string) => new ApiFailure(400, WPS_ERROR_CODES.parameterOutOfRange, message);

/** The merchant's bounds: words of content, number of images and bytes of each, each a real png or jpg. */
function checkFeedback(settings: FeedbackSettings, params: { content: string; images: string[] }): void {
  const words = countWords(params.content);
  if (words < settings.minWords || words > settings.maxWords)
    throw outOfRange(`Content must be between ${settings.minWords} and ${settings.maxWords} words.`);
  if (params.images.length > settings.maxImages) throw outOfRange(`At most ${settings.maxImages} images.`);
  for (const image of params.images) {
    const read = readImageDataUrl(image);
    // The prefix is the sender's word; the bytes say what the file is. A script or page named image/png is not.
    if (!read || imageSubtypeOf(read.bytes) !== read.claimed)
      throw new ApiFailure(400, WPS_ERROR_CODES.parameterFormat, 'Each image must be a png or jpg picture.');
    if (read.bytes.length > settings.maxImageBytes)
      throw outOfRange(`Each image must be at most ${settings.maxImageBytes} bytes.`);
  }
}

/** The member's profile, head icon, session renewal, VIP room and feedback. */
export function memberRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.memberInfo, ({ db, member, merchant }) => ({
    id: member.id,
    account: member.username,
    regDate: member.reg_date,
    type: member.type,
    toUpline: uplineOf(db, member) !== undefined,
    vipLevel: member.vip_level,
    vipLabel: vipLabel(member.vip_level),
    nickname: member.nickname,
    email: member.email,
    payeeName: member.payee_name,
    mobileNum: member.mobile_num,
    currency: merchant.currency,
  }));

  memberRoute(routes, WPS_CALLS.memberIcon, ({ member }) => ({ icon: imageUrls.icon(member.icon) }));
  memberRoute(routes, WPS_CALLS.setMemberIcon, ({ db, member, params }) => {
    setMemberIcon(db, member.id, params.icon);
    return { icon: imageUrls.icon(params.icon) };
  });
  memberRoute(routes, WPS_CALLS.memberEmail, ({ member }) => ({ email: member.email }));
  memberRoute(routes, WPS_CALLS.memberPayeeName, ({ member }) => ({ payeeName: member.payee_name }));
  memberRoute(routes, WPS_CALLS.memberNickname, ({ member }) => ({ nickname: member.nickname }));

  // The session check already touched the idle timer; the answer tells the client how long it now lasts.
  memberRoute(routes, WPS_CALLS.memberRenew, ({ state }) => ({
    idleMinutes: Math.round(state.sessionIdleMs / 60_000),
  }));

  memberRoute(routes, WPS_CALLS.clubBenefit, ({ member }) => ({
    vipLevel: member.vip_level,
    vipLabel: vipLabel(member.vip_level),
    levels: VIP_LEVELS.map((level) => ({ ...level, benefits: [...level.benefits] })),
  }));

  route(routes, WPS_CALLS.feedbackSettings, ({ db, merchant }) =>
    readFeedbackSettings(db, merchant.siteCode),
  );

  memberRoute(routes, WPS_CALLS.feedback, ({ db, member, merchant, params, now }) => {
    checkFeedback(readFeedbackSettings(db, merchant.siteCode), params);
    const id = insertFeedback(db, {
      memberId: member.id,
      type: params.type,
      content: params.content,
      imageCount: params.images.length,
      at: now,
    });
    return { id };
  });
  return routes;
}
