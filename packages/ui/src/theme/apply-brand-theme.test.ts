import { describe, expect, it } from 'vitest';
import { applyBrandTheme, brandThemeVariables } from './apply-brand-theme';

describe('brandThemeVariables', () => {
  it('turns camel-case colour names into kit custom properties', () => {
    expect(brandThemeVariables({ primary: '#123456', onPrimary: '#ffffff' })).toEqual({
      '--wps-color-primary': '#123456',
      '--wps-color-on-primary': '#ffffff',
    });
  });

  it('ignores names that are not plain identifiers and empty values', () => {
    expect(brandThemeVariables({ 'x;color:red': '#000', primary: '  ' })).toEqual({});
  });
});

describe('applyBrandTheme', () => {
  it('sets the properties on the given root element', () => {
    const root = document.createElement('div');
    applyBrandTheme({ primary: '#abcdef', badge: 'rgb(1, 2, 3)' }, root);
    expect(root.style.getPropertyValue('--wps-color-primary')).toBe('#abcdef');
    expect(root.style.getPropertyValue('--wps-color-badge')).toBe('rgb(1, 2, 3)');
  });

  it('defaults to the document element', () => {
    applyBrandTheme({ surface: '#fafafa' });
    expect(document.documentElement.style.getPropertyValue('--wps-color-surface')).toBe('#fafafa');
    document.documentElement.style.removeProperty('--wps-color-surface');
  });
});
