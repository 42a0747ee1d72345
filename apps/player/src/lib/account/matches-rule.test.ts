import { describe, expect, it } from 'vitest';
import { matchesRule } from './matches-rule';

describe('matchesRule', () => {
  it('tests the value against the rule', () => {
    expect(matchesRule('^9\\d{9}$', '9171234567')).toBe(true);
    expect(matchesRule('^9\\d{9}$', '8171234567')).toBe(false);
  });

  it('lets the value through without a rule or with a broken one', () => {
    expect(matchesRule(undefined, 'x')).toBe(true);
    expect(matchesRule('(', 'x')).toBe(true);
  });
});
