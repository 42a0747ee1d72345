import type { ReactNode } from 'react';
import { applyThemeChoice, type ThemeChoice } from '../src/theme/theme-preference';
import './story-modes.css';

/** Toolbar values of the theme: one of the player's choices, or every mode side by side. */
export const STORY_THEMES = ['system', 'light', 'dark', 'all'] as const;
export type StoryTheme = (typeof STORY_THEMES)[number];

/** Toolbar values of the direction: the language's own, or forced either way. */
export const STORY_DIRECTIONS = ['language', 'ltr', 'rtl'] as const;
export type StoryDirection = (typeof STORY_DIRECTIONS)[number];

export function toStoryTheme(value: unknown): StoryTheme {
  return STORY_THEMES.find((theme) => theme === value) ?? 'system';
}

export function toStoryDirection(value: unknown): StoryDirection {
  return STORY_DIRECTIONS.find((direction) => direction === value) ?? 'language';
}

/** Sets data-theme on <html> as the apps do; "all" keeps the page light and themes each panel instead. */
export function applyStoryTheme(theme: StoryTheme): void {
  const choice: ThemeChoice = theme === 'all' ? 'light' : theme;
  applyThemeChoice(choice);
}

const MODES = [
  { scheme: 'light', dir: 'ltr', title: 'Light, left to right' },
  { scheme: 'dark', dir: 'ltr', title: 'Dark, left to right' },
  { scheme: 'light', dir: 'rtl', title: 'Light, right to left' },
  { scheme: 'dark', dir: 'rtl', title: 'Dark, right to left' },
] as const;

/**
 * Every mode at once, as a visual review would capture them: each panel sets its own colour scheme (the kit's
 * light-dark() tokens follow it) and direction. Pop-ups rendered into <body> follow the page instead.
 */
export function AllModes({ render }: { render: () => ReactNode }) {
  return (
    <div className="wps-story-modes">
      {MODES.map((mode) => (
        <section
          key={mode.title}
          className={`wps-story-mode wps-story-mode--${mode.scheme}`}
          dir={mode.dir}
          aria-label={mode.title}
        >
          <p className="wps-story-mode__title">{mode.title}</p>
          {render()}
        </section>
      ))}
    </div>
  );
}
