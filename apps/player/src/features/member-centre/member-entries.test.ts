import { selectFeatures, WHITELABEL_FEATURES, type Feature } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { memberEntries } from './member-entries';

const on = (...features: Feature[]) =>
  selectFeatures(Object.fromEntries(features.map((feature) => [WHITELABEL_FEATURES[feature], true])));
const all = on(...(Object.keys(WHITELABEL_FEATURES) as Feature[]));
const ids = (...args: Parameters<typeof memberEntries>) => memberEntries(...args).map((e) => e.id);

describe('memberEntries', () => {
  it('shows only online service when every flag is off', () => {
    expect(ids(on(), { type: 0, toUpline: true })).toEqual(['onlineService']);
  });

  it('shows every entry in the spec order for an agent with an upline and every flag on', () => {
    expect(ids(all, { type: 1, toUpline: true })).toEqual([
      'rewardCenter',
      'referral',
      'agencyCenter',
      'loadRecord',
      'withdrawReport',
      'accountRecord',
      'bettingRecord',
      'profitAndLoss',
      'transferUpline',
      'manualRebate',
      'missionActivity',
      'myRebate',
      'news',
      'onlineService',
      'feedback',
    ]);
  });

  it('ends with responsible gaming, open to guests, when the merchant has it on', () => {
    expect(ids(on(), undefined, { responsibleGaming: true })).toEqual(['onlineService', 'responsibleGaming']);
    const entry = memberEntries(on(), undefined, { responsibleGaming: true }).at(-1);
    expect(entry).toMatchObject({ route: 'responsibleGaming', protected: false });
    expect(ids(on(), undefined, { responsibleGaming: false })).not.toContain('responsibleGaming');
  });

  it('keeps the agency centre to agents (not types 0, 4 or 40)', () => {
    for (const type of [0, 4, 40]) expect(ids(all, { type, toUpline: false })).not.toContain('agencyCenter');
    expect(ids(all, { type: 41, toUpline: false })).toContain('agencyCenter');
  });

  it('offers upline transfer only with its flag, an upline and a type other than 2', () => {
    expect(ids(all, { type: 0, toUpline: false })).not.toContain('transferUpline');
    expect(ids(all, { type: 2, toUpline: true })).not.toContain('transferUpline');
    expect(ids(on('rewardCentre'), { type: 0, toUpline: true })).not.toContain('transferUpline');
  });

  it('marks every entry but online service as needing a session, and the reward centre with the bubble', () => {
    const entries = memberEntries(all, undefined);
    expect(entries.filter((e) => !e.protected).map((e) => e.id)).toEqual(['onlineService']);
    expect(entries.find((e) => e.unclaimedBubble)?.id).toBe('rewardCenter');
  });

  it('names an entry by the title of the page it opens, unless the entry reads differently', () => {
    const labels = Object.fromEntries(
      memberEntries(all, { type: 1, toUpline: true }).map((e) => [e.id, e.label]),
    );
    expect(labels).toMatchObject({
      rewardCenter: 'routes.rewardCenter',
      loadRecord: 'routes.vouReport',
      missionActivity: 'routes.leaderBoard',
      referral: 'member.referral',
      news: 'common.news',
      onlineService: 'common.onlineService',
    });
  });
});
