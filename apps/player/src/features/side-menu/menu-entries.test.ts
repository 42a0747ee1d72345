import { selectFeatures } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { categoryHref, enabledShortcuts, withHotFirst } from './menu-entries';

describe('side menu entries', () => {
  it('puts HOT first, adding it when missing', () => {
    expect(withHotFirst([{ id: 'RNG', name: 'Slots' }]).map((c) => c.id)).toEqual(['HOT', 'RNG']);
    const ids = withHotFirst([
      { id: 'LIVE', name: 'Live' },
      { id: 'HOT', name: 'Hot' },
    ]).map((c) => c.id);
    expect(ids).toEqual(['HOT', 'LIVE']);
  });

  it('sends PROMO to activity and the rest to home with the category', () => {
    expect(categoryHref('PROMO')).toBe('/m/activity');
    expect(categoryHref('RNG')).toBe('/m/home?category=RNG');
  });

  it('shows only the shortcuts whose flag is on', () => {
    const ids = enabledShortcuts(selectFeatures({ DEPOSIT: true, REWCEN3: true })).map((s) => s.id);
    expect(ids).toEqual(['deposit', 'rewardCenter']);
  });

  it('labels a shortcut by its action, or by the title of the page it opens', () => {
    const all = selectFeatures({ DEPOSIT: true, REWCEN3: true });
    expect(enabledShortcuts(all).map((s) => s.label)).toEqual(['common.deposit', 'routes.rewardCenter']);
  });
});
