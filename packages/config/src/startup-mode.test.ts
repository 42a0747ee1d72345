import { describe, expect, it } from 'vitest';
import { startupMode } from './startup-mode';
import { depositDetailTemplate, memberCentreTemplate } from './templates';

describe('startup mode', () => {
  it.each([
    [false, false, 0],
    [true, false, 1],
    [false, true, 2],
    [true, true, 1],
  ])('maintenance %s, region restriction %s gives mode %s', (maintenance, regionRestriction, mode) => {
    expect(startupMode({ maintenance, regionRestriction })).toBe(mode);
  });
});

describe('templates', () => {
  it('uses the new member centre and deposit detail only for "1"', () => {
    expect(memberCentreTemplate({ mem_cen: '1' })).toBe('new');
    expect(memberCentreTemplate({ mem_cen: '0' })).toBe('base');
    expect(memberCentreTemplate(undefined)).toBe('base');
    expect(depositDetailTemplate({ dep_func: '1' })).toBe('new');
    expect(depositDetailTemplate({ dep_func: '2' })).toBe('base');
    expect(depositDetailTemplate({ mem_cen: '1' })).toBe('base');
  });
});
