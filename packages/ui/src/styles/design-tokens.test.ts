import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupOf, parseTokens } from './design-tokens';

// Read from disk: Vitest turns every stylesheet import, ?raw too, into an empty module.
const tokensCss = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');
const tokens = parseTokens(tokensCss);
const names = tokens.map((token) => token.name);
const roles = (prefix: string) =>
  names.filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length));

describe('design tokens', () => {
  it('puts every token of the sheet in a group of the Foundations section', () => {
    expect(names.length).toBeGreaterThan(60);
    expect(names.filter((name) => groupOf(name) === undefined)).toEqual([]);
  });

  it('gives every colour role a light and a dark value', () => {
    const themed = roles('--wps-light-');
    expect(roles('--wps-dark-')).toEqual(themed);
    for (const role of themed) {
      expect(tokens.find((token) => token.name === `--wps-color-${role}`)?.value).toBe(
        `light-dark(var(--wps-light-${role}), var(--wps-dark-${role}))`,
      );
    }
  });

  it('keeps the light theme for every themed role where light-dark() is missing', () => {
    const fallback = /@supports not[\s\S]*$/.exec(tokensCss)?.[0] ?? '';
    for (const role of roles('--wps-light-')) {
      expect(fallback).toContain(`--wps-color-${role}: var(--wps-light-${role});`);
    }
  });

  it('has a full scale for type, spacing, radii, elevation and motion', () => {
    expect(roles('--wps-font-size-')).toEqual(['xs', 'sm', 'md', 'lg', 'xl', '2xl', 'input']);
    expect(roles('--wps-space-')).toEqual(['half', '1', '2', '3', '4', '5', '6', '7']);
    expect(roles('--wps-radius')).toEqual(['-sm', '', '-lg', '-pill']);
    expect(roles('--wps-shadow-')).toEqual(['raised', 'overlay', 'sheet']);
    expect(roles('--wps-duration-')).toEqual(['fast', 'modal', 'slow', 'pulse', 'spin']);
  });
});
