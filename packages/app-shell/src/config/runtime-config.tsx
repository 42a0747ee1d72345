import type { RuntimeConfig } from '@wps-mobile/config';
import { createContext, useContext } from 'react';

/** The merchant's runtime config, loaded and validated once before the first render. */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig: no ShellProviders above');
  return config;
}
