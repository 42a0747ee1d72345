import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rawDesignValues, rawDesignValuesIn } from './css-design-tokens.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('design tokens in app stylesheets', () => {
  it.each([
    ['a hex colour', '.a {\n  color: #fff;\n}'],
    ['an rgb colour', '.a {\n  background: rgb(0 0 0 / 0.5);\n}'],
    ['a colour as a fallback', '.a {\n  color: var(--wps-color-text, #1a1a1a);\n}'],
    ['a duration in milliseconds', '.a {\n  transition: opacity 200ms ease;\n}'],
    ['a duration in seconds', '.a {\n  animation: spin 0.8s linear infinite;\n}'],
    ['a raw font size', '.a {\n  font-size: 0.875rem;\n}'],
    ['a fluid size with a raw bound', '.a {\n  font-size: clamp(12px, 26cqi, var(--wps-font-size-lg));\n}'],
    ['a raw shadow', '.a {\n  box-shadow: 0 4px 16px black;\n}'],
    ['a physical margin', '.a {\n  margin-left: var(--wps-space-2);\n}'],
    ['a left-aligned text', '.a {\n  text-align: left;\n}'],
  ])('flags %s', (_name, css) => {
    expect(rawDesignValues(css)).toHaveLength(1);
  });

  it.each([
    ['a colour role', '.a {\n  color: var(--wps-color-text);\n}'],
    ['a motion token', '.a {\n  transition: opacity var(--wps-duration-fast) ease-out;\n}'],
    ['a type-scale token', '.a {\n  font-size: var(--wps-font-size-sm);\n}'],
    [
      'a size that shrinks with its box between two steps of the scale',
      '.a {\n  font-size: clamp(var(--wps-font-size-xs), 26cqi, var(--wps-font-size-lg));\n}',
    ],
    ['an elevation token', '.a {\n  box-shadow: var(--wps-shadow-raised);\n}'],
    [
      'a ring of token widths',
      '.a {\n  box-shadow: inset 0 0 0 var(--wps-border-width) var(--wps-color-primary);\n}',
    ],
    ['a logical property', '.a {\n  margin-inline-start: var(--wps-space-2);\n}'],
    ['a comment naming a colour', '/* was #fff */\n.a {\n  color: var(--wps-color-text);\n}'],
    ['a custom property of a screen', '.a {\n  --banner-ratio: 390 / 160;\n}'],
  ])('allows %s', (_name, css) => {
    expect(rawDesignValues(css)).toEqual([]);
  });

  it('finds none in either app or the shell', () => {
    expect(rawDesignValuesIn(root, ['apps/player/src', 'apps/agent/src', 'packages/app-shell/src'])).toEqual(
      [],
    );
  });

  it('finds none in the kit outside its token sheet', () => {
    const found = rawDesignValuesIn(root, ['packages/ui/src']).filter(
      (p) => !p.startsWith('packages/ui/src/styles/tokens.css'),
    );
    expect(found).toEqual([]);
  });
});
