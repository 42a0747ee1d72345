import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyBrandTheme, brandThemeVariables } from './apply-brand-theme';
import { contrastRatio, parseColor } from './color-contrast';

// Vitest runs in the package folder (the CSS import itself is an empty module in tests).
const tokens = readFileSync(path.join(process.cwd(), 'src/styles/tokens.css'), 'utf8');
const DARK_SURFACES = ['#1a1d23', '#23272e', '#0f1115'];

function ratio(a: string | undefined, b: string): number {
  const first = parseColor(a ?? '');
  const second = parseColor(b);
  if (!first || !second) throw new Error(`not a colour: ${a} or ${b}`);
  return contrastRatio(first, second);
}

describe('brandThemeVariables', () => {
  it('sets the light properties from camel-case names', () => {
    const variables = brandThemeVariables({ primary: '#123456', onPrimary: '#ffffff' });
    expect(variables['--wps-light-primary']).toBe('#123456');
    expect(variables['--wps-light-on-primary']).toBe('#ffffff');
  });

  it('ignores names that are not plain identifiers and empty values', () => {
    expect(brandThemeVariables({ 'x;color:red': '#000', primary: '  ' })).toEqual({});
  });

  it('derives a dark primary readable on every dark surface, with text on it at 4.5:1', () => {
    // The sandbox merchant's red: fine on white, far too dark for text on the dark theme's surfaces.
    const variables = brandThemeVariables({ primary: '#b3121d', 'on-primary': '#ffffff' });
    const primary = variables['--wps-dark-primary'];
    expect(primary).not.toBe('#b3121d');
    for (const surface of DARK_SURFACES) expect(ratio(primary, surface)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(variables['--wps-dark-on-primary'], primary ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a brand colour that already reads well in the dark, and its own text colour', () => {
    const variables = brandThemeVariables({ primary: '#f2b233', onPrimary: '#1b1405' });
    expect(variables['--wps-dark-primary']).toBe('#f2b233');
    expect(variables['--wps-dark-on-primary']).toBe('#1b1405');
  });

  it('reads rgb() and hsl() brand colours too', () => {
    const fromRgb = brandThemeVariables({ primary: 'rgb(179, 18, 29)' });
    const fromHsl = brandThemeVariables({ primary: 'hsl(356, 82%, 39%)' });
    expect(ratio(fromRgb['--wps-dark-primary'], '#23272e')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(fromHsl['--wps-dark-primary'], '#23272e')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the dark theme only the merchant colours that suit it', () => {
    const variables = brandThemeVariables({ surface: '#fafafa', text: '#111111', badge: '#c8102e' });
    expect(variables['--wps-dark-surface']).toBeUndefined();
    expect(variables['--wps-dark-text']).toBeUndefined();
    expect(variables['--wps-dark-badge']).toBe('#c8102e');
  });

  it('uses the merchant dark colours as given', () => {
    const variables = brandThemeVariables(
      { primary: '#b3121d' },
      { primary: '#ff6b74', onPrimary: '#200004' },
    );
    expect(variables['--wps-dark-primary']).toBe('#ff6b74');
    expect(variables['--wps-dark-on-primary']).toBe('#200004');
  });

  it('checks a lone on-primary against the kit dark primary', () => {
    const variables = brandThemeVariables({ onPrimary: '#ffffff' });
    expect(ratio(variables['--wps-dark-on-primary'], '#8ab4f8')).toBeGreaterThanOrEqual(4.5);
  });

  it('measures against the surfaces tokens.css really has', () => {
    expect(tokens).toContain('--wps-dark-surface-muted: #23272e;');
    expect(tokens).toContain('--wps-dark-primary: #8ab4f8;');
  });
});

describe('applyBrandTheme', () => {
  it('sets the properties on the given root element', () => {
    const root = document.createElement('div');
    applyBrandTheme({ primary: '#abcdef', badge: 'rgb(1, 2, 3)' }, { root });
    expect(root.style.getPropertyValue('--wps-light-primary')).toBe('#abcdef');
    expect(root.style.getPropertyValue('--wps-light-badge')).toBe('rgb(1, 2, 3)');
    expect(root.style.getPropertyValue('--wps-dark-badge')).toBe('rgb(1, 2, 3)');
  });

  it('defaults to the document element', () => {
    applyBrandTheme({ surface: '#fafafa' });
    expect(document.documentElement.style.getPropertyValue('--wps-light-surface')).toBe('#fafafa');
    document.documentElement.style.removeProperty('--wps-light-surface');
  });
});
