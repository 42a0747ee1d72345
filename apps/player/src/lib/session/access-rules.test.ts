import { selectFeatures } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { accessTo, accessToGame, viewerOf, type Viewer } from './access-rules';

const visitor: Viewer = { kind: 'visitor' };
const trial: Viewer = { kind: 'trial' };
const member: Viewer = { kind: 'member', type: 0 };
const referralOn = selectFeatures({ REFERRAL: true });
const referralOff = selectFeatures({});
const session = (type: number) => ({
  token: 't',
  merchantCode: 'demo',
  userName: 'u',
  type,
  firstTimeLogin: false,
});

describe('viewerOf', () => {
  it('tells visitors, trial accounts and members apart', () => {
    expect(viewerOf(undefined, undefined)).toEqual(visitor);
    expect(viewerOf(undefined, { token: 't', merchantCode: 'demo_trial' })).toEqual(trial);
    expect(viewerOf(session(4), undefined)).toEqual(trial);
    expect(viewerOf(session(1), undefined)).toEqual({ kind: 'member', type: 1 });
  });
});

describe('accessTo', () => {
  it('sends visitors from settings home and from change password to login', () => {
    expect(accessTo('settings', visitor, referralOn)).toEqual({ kind: 'redirect', to: '/m/home' });
    expect(accessTo('changePsw', visitor, referralOn)).toEqual({ kind: 'redirect', to: '/m/login' });
  });

  it('sends visitors from the Members page and invite friends to login', () => {
    expect(accessTo('memberHome', visitor, referralOn)).toEqual({ kind: 'redirect', to: '/m/login' });
    expect(accessTo('inviteFriends', visitor, referralOff)).toEqual({ kind: 'redirect', to: '/m/login' });
  });

  it('refuses trial accounts the Members page with free_reject for 2 s', () => {
    expect(accessTo('memberHome', trial, referralOn)).toEqual({
      kind: 'notice',
      messageKey: 'errors.realAccountNeeded',
      durationMs: 2000,
    });
    expect(accessTo('changePsw', trial, referralOn)).toMatchObject({
      messageKey: 'errors.realAccountNeeded',
    });
  });

  it('sends visitors from deposit, withdraw and the money records to login, and refuses trial accounts', () => {
    const money = [
      'voucherCenter',
      'withdraw',
      'vouReport',
      'withdrawReport',
      'transactionRecord',
      'gameRecord',
      'profitAndLoss',
    ] as const;
    for (const route of money) {
      expect(accessTo(route, visitor, referralOn)).toEqual({ kind: 'redirect', to: '/m/login' });
      expect(accessTo(route, trial, referralOn)).toMatchObject({ messageKey: 'errors.realAccountNeeded' });
      expect(accessTo(route, member, referralOn)).toEqual({ kind: 'allow' });
    }
  });

  it('says contact_service for 2 s when the referral promotion is off', () => {
    expect(accessTo('inviteFriends', member, referralOff)).toEqual({
      kind: 'notice',
      messageKey: 'messages.contact_service',
      durationMs: 2000,
    });
    expect(accessTo('inviteFriends', trial, referralOff)).toMatchObject({
      messageKey: 'messages.contact_service',
    });
    expect(accessTo('inviteFriends', member, referralOn)).toEqual({ kind: 'allow' });
  });

  it('lets members in everywhere and leaves open screens open', () => {
    for (const route of ['settings', 'changePsw', 'memberHome'] as const)
      expect(accessTo(route, member, referralOff)).toEqual({ kind: 'allow' });
    expect(accessTo('activity', visitor, referralOff)).toEqual({ kind: 'allow' });
    expect(accessTo('home', trial, referralOff)).toEqual({ kind: 'allow' });
  });
});

describe('accessToGame', () => {
  it('needs a session, a trial one included', () => {
    expect(accessToGame(visitor)).toEqual({ kind: 'redirect', to: '/m/login' });
    expect(accessToGame(trial)).toEqual({ kind: 'allow' });
    expect(accessToGame(member)).toEqual({ kind: 'allow' });
  });
});
