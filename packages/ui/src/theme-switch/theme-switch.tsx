import { useTranslation } from '@wps-mobile/i18n';
import { useId } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '../theme/theme-preference';
import './theme-switch.css';

export interface ThemeSwitchProps {
  value: ThemeChoice;
  onChange: (choice: ThemeChoice) => void;
}

const LABEL_KEYS = { system: 'ui.themeSystem', light: 'ui.themeLight', dark: 'ui.themeDark' } as const;

/** "Theme": System, Light or Dark as one group of native radio buttons (arrow keys move, one tab stop). */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="wps-theme-switch">
      <legend className="wps-theme-switch__legend">{t('ui.theme')}</legend>
      <div className="wps-theme-switch__options">
        {THEME_CHOICES.map((choice) => (
          <label key={choice} className="wps-theme-switch__option">
            <input
              type="radio"
              className="wps-theme-switch__input"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span className="wps-theme-switch__text">{t(LABEL_KEYS[choice])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
