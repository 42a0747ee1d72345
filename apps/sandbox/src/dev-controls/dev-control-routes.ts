import { Hono } from 'hono';
import { ANNOUNCEMENT_GROUPS, ANNOUNCEMENT_TYPES, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { ApiFailure } from '../api/api-failure';
import type { ApiEnv } from '../api/api-env';
import { fail, ok } from '../api/respond';
import { cents, fromCents, postLedger } from '../db/queries/money/ledger';
import { memberByUsername } from '../db/queries/account/members';
import { setPaymentPasswordHash } from '../db/queries/account/security';
import { idleSession } from '../db/queries/account/sessions';
import {
  insertAnnouncement,
  insertHelpTopic,
  nextHelpTopicSort,
  setMemberType,
} from '../db/queries/dev-controls/dev-controls';
import { loginAs } from '../api/account/login-response';
import { freshSeededBytes } from '../db/open-sandbox-database';
import { forgetMemory } from '../api/sandbox-state';
import {
  control,
  oneOf,
  optionalBoolean,
  optionalNumber,
  optionalText,
  siteOf,
  textField,
} from './control-input';
import { jsonOnly, loopbackOnly } from './loopback-only';
import { contentControls } from './content-controls';
import { siteControls } from './site-controls';

export const CONTROL_PREFIX = '/__sandbox';

/** Sandbox-only switches for demos and end-to-end tests; documented in the README. */
export function devControlRoutes(secret: string): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>().basePath(CONTROL_PREFIX);
  routes.use('*', loopbackOnly(secret), jsonOnly);

  siteControls(routes);
  contentControls(routes);

  routes.post(
    '/member',
    control((c, body) => {
      const member = memberByUsername(c.var.db, siteOf(c, body).code, textField(body, 'username', 50));
      if (!member) throw new ApiFailure(404, WPS_ERROR_CODES.userNotFound, 'No such member.');
      const type = optionalNumber(body, 'type', 0, 99);
      const balance = optionalNumber(body, 'balance', 0, 100_000_000);
      if (type !== undefined) setMemberType(c.var.db, member.id, Math.trunc(type));
      // A member who never set a payment password (withdrawals ask to set one first).
      if (optionalBoolean(body, 'clearPaymentPassword') === true)
        setPaymentPasswordHash(c.var.db, member.id, null);
      // A balance is set through an adjustment line, so the ledger still sums to the balance.
      if (balance !== undefined)
        c.var.db.transaction(() =>
          postLedger(c.var.db, {
            memberId: member.id,
            cents: cents(balance) - member.balance_cents,
            type: 'T',
            code: 'ADJUSTMENT',
            remark: 'sandbox control',
            at: c.var.state.now(),
          }),
        );
      const fresh = memberByUsername(c.var.db, member.merchant_code, member.username);
      return { username: member.username, type: fresh?.type, balance: fromCents(fresh?.balance_cents ?? 0) };
    }),
  );

  routes.get(
    '/sms',
    control((c, query) => {
      const mobile = textField(query, 'mobile', 20);
      const entry = c.var.state.sms.get(mobile);
      if (!entry) throw new ApiFailure(404, WPS_ERROR_CODES.notFound, 'No code was sent to this number.');
      return { mobile, code: entry.code, expiresAt: entry.expiresAt };
    }),
  );

  routes.post(
    '/announcement',
    control((c, body) => {
      const id = insertAnnouncement(c.var.db, {
        siteCode: siteOf(c, body).siteCode,
        types: oneOf(body, 'types', ANNOUNCEMENT_TYPES),
        groupName: oneOf(body, 'groupName', ANNOUNCEMENT_GROUPS, 'm_home'),
        language: optionalText(body, 'language', 'EN', 3).toUpperCase(),
        title: textField(body, 'title', 200),
        content: textField(body, 'content'),
        execution: body.execution === undefined ? null : oneOf(body, 'execution', ['A', 'B', 'F']),
        imageUrl: optionalText(body, 'imageUrl', ''),
        link: optionalText(body, 'link', ''),
        at: c.var.state.now(),
      });
      return { id };
    }),
  );

  routes.post(
    '/help',
    control((c, body) => {
      const site = siteOf(c, body).siteCode;
      const sort = nextHelpTopicSort(c.var.db, site);
      const id = insertHelpTopic(c.var.db, {
        siteCode: site,
        topicKey: optionalText(body, 'topicKey', `topic-${sort}`, 40),
        language: optionalText(body, 'language', 'EN', 3).toUpperCase(),
        title: textField(body, 'title', 200),
        content: textField(body, 'content'),
        sort,
      });
      return { id };
    }),
  );

  routes.post(
    '/session',
    control((c, body) => {
      const member = memberByUsername(c.var.db, siteOf(c, body).code, textField(body, 'username', 50));
      if (!member) throw new ApiFailure(404, WPS_ERROR_CODES.userNotFound, 'No such member.');
      return loginAs(c.var.db, member, c.var.state.now());
    }),
  );

  routes.post(
    '/expire-token',
    control((c, body) => {
      // Last seen at the epoch: the next call finds the token idle for decades and answers 401.
      if (!idleSession(c.var.db, textField(body, 'token', 128)))
        throw new ApiFailure(404, WPS_ERROR_CODES.notFound, 'No such token.');
      return true;
    }),
  );

  routes.post(
    '/outage',
    control((c, body) => {
      c.var.state.outage = optionalBoolean(body, 'on') ?? true;
      return { on: c.var.state.outage };
    }),
  );

  routes.post('/reseed', async (c) => {
    c.var.db.replace(await freshSeededBytes());
    forgetMemory(c.var.state);
    return ok(c, true);
  });

  routes.notFound((c) => fail(c, 404, WPS_ERROR_CODES.urlEmpty, 'No such sandbox control.'));
  return routes;
}
