import { Hono } from 'hono';
import { ANNOUNCEMENT_GROUPS, ANNOUNCEMENT_TYPES, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { ApiFailure } from '../api/api-failure';
import type { ApiEnv } from '../api/api-env';
import { fail, ok } from '../api/respond';
import { cents, fromCents, postLedger } from '../db/queries/money/ledger';
import { memberByUsername } from '../db/queries/account/members';
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
export function devControlRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>().basePath(CONTROL_PREFIX);
  routes.use('*', loopbackOnly, jsonOnly);

  siteControls(routes);
  contentControls(routes);

  routes.post(
    '/member',
    control((c, body) => {
      const member = memberByUsername(c.var.db, siteOf(c, body).code, textField(body, 'username', 50));
      if (!member) throw new ApiFailure(404, WPS_ERROR_CODES.userNotFound, 'No such member.');
      const type = optionalNumber(body, 'type', 0, 99);
      const balance = optionalNumber(body, 'balance', 0, 100_000_000);
      if (type !== undefined)
        c.var.db.run('UPDATE member SET type = ? WHERE id = ?', [Math.trunc(type), member.id]);
      // A member who never set a payment password (withdrawals ask to set one first).
      if (optionalBoolean(body, 'clearPaymentPassword') === true)
        c.var.db.run('UPDATE member SET payment_password_hash = NULL WHERE id = ?', [member.id]);
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
      const { lastId } = c.var.db.run(
        `INSERT INTO announcement (merchant_code, types, group_name, language, title, content, execution, image_url, link, created_at)
       VALUES (?,?,?,?,?,?,?,?,?,?)`,
        [
          siteOf(c, body).siteCode,
          oneOf(body, 'types', ANNOUNCEMENT_TYPES),
          oneOf(body, 'groupName', ANNOUNCEMENT_GROUPS, 'm_home'),
          optionalText(body, 'language', 'EN', 3).toUpperCase(),
          textField(body, 'title', 200),
          textField(body, 'content'),
          body.execution === undefined ? null : oneOf(body, 'execution', ['A', 'B', 'F']),
          optionalText(body, 'imageUrl', ''),
          optionalText(body, 'link', ''),
          c.var.state.now(),
        ],
      );
      return { id: lastId };
    }),
  );

  routes.post(
    '/help',
    control((c, body) => {
      const site = siteOf(c, body).siteCode;
      const sort =
        c.var.db.get<{ n: number }>(
          'SELECT IFNULL(MAX(sort), 0) + 1 AS n FROM help_topic WHERE merchant_code = ?',
          [site],
        )?.n ?? 0;
      const { lastId } = c.var.db.run(
        'INSERT INTO help_topic (merchant_code, topic_key, language, title, content, sort) VALUES (?,?,?,?,?,?)',
        [
          site,
          optionalText(body, 'topicKey', `topic-${sort}`, 40),
          optionalText(body, 'language', 'EN', 3).toUpperCase(),
          textField(body, 'title', 200),
          textField(body, 'content'),
          sort,
        ],
      );
      return { id: lastId };
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
      const { changes } = c.var.db.run('UPDATE session SET last_seen = 0 WHERE token = ?', [
        textField(body, 'token', 128),
      ]);
      if (changes === 0) throw new ApiFailure(404, WPS_ERROR_CODES.notFound, 'No such token.');
      return true;
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
