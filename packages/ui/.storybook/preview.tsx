import type { Decorator, Preview } from '@storybook/react-vite';
import { applyDocumentLanguage, I18nextProvider, isRtl, localeTag } from '@wps-mobile/i18n';
import { applyBrandTheme } from '../src/theme/apply-brand-theme';
import { BRAND_THEMES } from './brand-themes';
import { loadStoryI18n, toStoryLanguage, type StoryI18nByLanguage } from './story-i18n';
import {
  AllModes,
  applyStoryTheme,
  STORY_THEMES,
  toStoryDirection,
  toStoryTheme,
  type StoryTheme,
} from './story-modes';
import '../src/styles/index.css';

const BRAND_PROPERTY = /^--wps-(color|light|dark)-/;

/** Replaces the previous brand's custom properties on <html>, so the whole canvas (body too) follows the brand. */
function applyStoryBrand(brandName: unknown): void {
  const root = document.documentElement;
  for (const property of Array.from(root.style)) {
    if (BRAND_PROPERTY.test(property)) root.style.removeProperty(property);
  }
  const brand = BRAND_THEMES[String(brandName)] ?? BRAND_THEMES.default;
  if (brand) applyBrandTheme(brand.colors, { dark: brand.dark, root });
}

const THEME_TITLES: Record<StoryTheme, string> = {
  system: 'System (prefers-color-scheme)',
  light: 'Light',
  dark: 'Dark',
  all: 'All modes (light and dark, both directions)',
};

const withLanguageAndTheme: Decorator = (Story, context) => {
  const language = toStoryLanguage(context.globals.language);
  const { i18nByLanguage } = context.loaded as { i18nByLanguage: StoryI18nByLanguage };
  // Sets <html lang dir> as the apps do, so logical properties and the RTL icon mirroring apply.
  applyDocumentLanguage(language);
  applyStoryBrand(context.globals.brand);
  const theme = toStoryTheme(context.globals.theme);
  applyStoryTheme(theme);
  const direction = toStoryDirection(context.globals.direction);
  const dir = direction === 'language' ? (isRtl(language) ? 'rtl' : 'ltr') : direction;
  return (
    <I18nextProvider i18n={i18nByLanguage[language]}>
      <div className="wps-story-root" dir={dir} lang={localeTag(language)}>
        {theme === 'all' ? <AllModes render={() => <Story />} /> : <Story />}
      </div>
    </I18nextProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Language of the labels and the layout direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'EN', title: 'English' },
          { value: 'AR', title: 'العربية (Arabic, right to left)' },
          { value: 'CN', title: '中文 (Chinese)' },
        ],
      },
    },
    theme: {
      description: 'Light or dark theme (what the player picks in settings), or every mode side by side',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        dynamicTitle: true,
        items: STORY_THEMES.map((value) => ({ value, title: THEME_TITLES[value] })),
      },
    },
    direction: {
      description: "Layout direction: the language's own, or forced left to right or right to left",
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        dynamicTitle: true,
        items: [
          { value: 'language', title: 'Direction of the language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
      },
    },
    brand: {
      description: 'Merchant brand colours applied with applyBrandTheme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: Object.entries(BRAND_THEMES).map(([value, theme]) => ({ value, title: theme.title })),
      },
    },
  },
  initialGlobals: {
    language: 'EN',
    theme: 'system',
    direction: 'language',
    brand: 'default',
    viewport: { value: 'cheapPhone', isRotated: false },
  },
  loaders: [async () => ({ i18nByLanguage: await loadStoryI18n() })],
  decorators: [withLanguageAndTheme],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    viewport: {
      options: {
        cheapPhone: {
          name: 'Small phone 360x640',
          styles: { width: '360px', height: '640px' },
          type: 'mobile',
        },
        largePhone: {
          name: 'Large phone 414x896',
          styles: { width: '414px', height: '896px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet 768x1024 (content stays 750 px wide)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
      },
    },
  },
};

export default preview;
