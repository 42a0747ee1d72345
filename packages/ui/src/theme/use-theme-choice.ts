import { useCallback, useState } from 'react';
import { applyThemeChoice, readThemeChoice, saveThemeChoice, type ThemeChoice } from './theme-preference';

/** The remembered theme choice and a setter that remembers it and shows the page in it at once. */
export function useThemeChoice(): readonly [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState(readThemeChoice);
  const choose = useCallback((next: ThemeChoice) => {
    saveThemeChoice(next);
    applyThemeChoice(next);
    setChoice(next);
  }, []);
  return [choice, choose] as const;
}
