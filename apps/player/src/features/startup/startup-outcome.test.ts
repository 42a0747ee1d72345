import { describe, expect, it } from 'vitest';
import { startupOutcome } from './startup-outcome';

const status = (maintenance: boolean, regionRestriction: boolean) => ({
  data: { maintenance, regionRestriction },
  isLoading: false,
});

describe('startup outcome', () => {
  it('lets maintenance win over region restriction', () => {
    expect(startupOutcome(status(true, true))).toBe('maintenance');
    expect(startupOutcome(status(false, true))).toBe('regionRestricted');
    expect(startupOutcome(status(false, false))).toBe('normal');
  });

  it('tells a blocked address from an outage', () => {
    const error = (s: number) => ({ error: { status: s, errorCode: 'x', message: '' }, isLoading: false });
    expect(startupOutcome(error(403))).toBe('restrictedIp');
    expect(startupOutcome(error(500))).toBe('outage');
    expect(startupOutcome({ error: new Error('boom'), isLoading: false })).toBe('outage');
    expect(startupOutcome({ isLoading: true })).toBe('loading');
  });

  it('opens the app instead of the outage page when there is no network at all', () => {
    const failed = { error: new Error('Failed to fetch'), isLoading: false };
    expect(startupOutcome(failed, true)).toBe('offline');
    expect(startupOutcome(failed, false)).toBe('outage');
    const blocked = { error: { status: 403, errorCode: 'x', message: '' }, isLoading: false };
    expect(startupOutcome(blocked, true)).toBe('restrictedIp');
  });
});
