import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';
import { greetingKey } from './greeting';
import { formatNumber } from './number';

describe('formatNumber', () => {
  it('groups per language with Latin digits by default', () => {
    expect(formatNumber(1234567.891, 'EN')).toBe('1,234,567.89');
    expect(formatNumber(1234567, 'ES')).toBe('1.234.567');
    expect(formatNumber(70_000_000, 'AR')).toBe('\u206870,000,000\u2069');
    expect(formatNumber(1234, 'FA')).toMatch(/^\u2068[\d,٬]+\u2069$/);
  });

  it('uses the language digits on request', () => {
    expect(formatNumber(12, 'FA', { nativeDigits: true })).toBe('\u2068۱۲\u2069');
    expect(formatNumber(12, 'MY', { nativeDigits: true })).toBe('၁၂');
    expect(formatNumber(3, 'EN', { fractionDigits: 2 })).toBe('3.00');
  });
});

describe('formatCountdown', () => {
  it('shows whole seconds with the language unit, never below zero', () => {
    expect(formatCountdown(60, 'EN')).toBe('60s');
    expect(formatCountdown(59.2, 'EN')).toBe('60s');
    expect(formatCountdown(-1, 'EN')).toBe('0s');
    expect(formatCountdown(5, 'CN')).toBe('5秒');
    expect(formatCountdown(5, 'AR')).toBe('\u20685 ث\u2069');
    expect(secondsLeft(0.1)).toBe(1);
  });
});

describe('greetingKey', () => {
  it.each([
    [0, 'agent.greetingMorning'],
    [10, 'agent.greetingMorning'],
    [11, 'agent.greetingEarlyAfternoon'],
    [14, 'agent.greetingEarlyAfternoon'],
    [15, 'agent.greetingLateAfternoon'],
    [18, 'agent.greetingLateAfternoon'],
    [19, 'agent.greetingEvening'],
    [23, 'agent.greetingEvening'],
  ])('hour %i greets with %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });
});
