import type { Hono } from 'hono';
import { ACTIVITY_STATUSES, PROMOTION_CATEGORIES, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { ApiFailure } from '../api/api-failure';
import type { ApiEnv } from '../api/api-env';
import { memberByUsername } from '../db/queries/account/members';
import { insertPromotion, setMemberPromotionStatus } from '../db/queries/dev-controls/content-controls';
import { readFeedbackSettings, writeFeedbackSettings } from '../db/queries/content/feedback-settings';
import { writeUserAgreement } from '../db/queries/content/user-agreement';
import { control, oneOf, optionalNumber, optionalText, siteOf, textField } from './control-input';

const DAY = 86_400_000;

/** Controls of the merchant's content: the user agreement, feedback bounds and promotions (with a member's status). */
export function contentControls(routes: Hono<ApiEnv>): void {
  routes.post(
    '/agreement',
    control((c, body) => {
      const language = optionalText(body, 'language', 'EN', 3).toUpperCase();
      const agreement = {
        title: optionalText(body, 'title', 'User agreement', 200),
        content: textField(body, 'content'),
      };
      writeUserAgreement(c.var.db, siteOf(c, body).siteCode, language, agreement);
      return { language, ...agreement };
    }),
  );

  routes.post(
    '/feedback-settings',
    control((c, body) => {
      const site = siteOf(c, body).siteCode;
      const current = readFeedbackSettings(c.var.db, site);
      const settings = {
        ...current,
        minWords: optionalNumber(body, 'minWords', 0, 10_000) ?? current.minWords,
        maxWords: optionalNumber(body, 'maxWords', 1, 10_000) ?? current.maxWords,
      };
      writeFeedbackSettings(c.var.db, site, settings);
      return settings;
    }),
  );

  routes.post(
    '/promotion',
    control((c, body) => {
      const site = siteOf(c, body);
      const now = c.var.state.now();
      // Days from now: a start in the future makes it "coming soon", an end in the past "close".
      const startDays = optionalNumber(body, 'startDays', -3650, 3650) ?? -30;
      const endDays = optionalNumber(body, 'endDays', -3650, 3650) ?? 60;
      const lastId = insertPromotion(c.var.db, {
        siteCode: site.siteCode,
        title: textField(body, 'title', 200),
        content: textField(body, 'content'),
        category: oneOf(body, 'category', PROMOTION_CATEGORIES, 'OTHER'),
        bonusCents: Math.round((optionalNumber(body, 'bonus', 0, 1_000_000) ?? 10) * 100),
        start: now + startDays * DAY,
        end: now + endDays * DAY,
      });
      if (body.status !== undefined) {
        const username = textField(body, 'username', 50);
        const member = memberByUsername(c.var.db, site.code, username);
        if (!member) throw new ApiFailure(404, WPS_ERROR_CODES.userNotFound, 'No such member.');
        setMemberPromotionStatus(c.var.db, member.id, lastId, oneOf(body, 'status', ACTIVITY_STATUSES));
      }
      return { id: lastId };
    }),
  );
}
