import { ACTIVITY_STATUSES } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { STATUS_LABELS } from '../../../lib/promotions/promotion-status-labels';
import { actionOf, promotionIdOf, toneOf } from './promotion-status';

describe('promotion statuses', () => {
  it('offer an application on join and a claim on claim, nothing on the other eight', () => {
    const actions = Object.fromEntries(ACTIVITY_STATUSES.map((s) => [s, actionOf(s)]));
    expect(actions).toEqual({
      join: 'apply',
      claim: 'claim',
      applying: 'none',
      close: 'none',
      rejected: 'none',
      issued: 'none',
      claimed: 'none',
      process: 'none',
      joined: 'none',
      'coming soon': 'none',
    });
  });

  it('give every status its own label and a tone', () => {
    const labels = ACTIVITY_STATUSES.map((s) => STATUS_LABELS[s]);
    expect(new Set(labels).size).toBe(ACTIVITY_STATUSES.length);
    expect(toneOf('rejected')).toBe('shut');
    expect(toneOf('coming soon')).toBe('waiting');
    expect(toneOf('claimed')).toBe('done');
    expect(toneOf('join')).toBe('open');
  });

  it('read only a positive whole id from the query', () => {
    const id = (query: string) => promotionIdOf(new URLSearchParams(query));
    expect(id('id=12')).toBe(12);
    expect(id('')).toBeUndefined();
    expect(id('id=0')).toBeUndefined();
    expect(id('id=-3')).toBeUndefined();
    expect(id('id=2.5')).toBeUndefined();
    expect(id('id=1e3')).toBeUndefined();
    expect(id('id=<script>')).toBeUndefined();
  });
});
