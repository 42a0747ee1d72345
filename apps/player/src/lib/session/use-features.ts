import { useConsolidatedSettingsQuery } from '@wps-mobile/api-client';
import { selectFeatures, type Features } from '@wps-mobile/config';
import { useMemo } from 'react';

/** The merchant's white-label features; every one is off until the settings arrive (or when they fail). */
export function useFeatures(): Features {
  const { data } = useConsolidatedSettingsQuery();
  const flags = data?.whitelabel;
  return useMemo(() => selectFeatures(flags), [flags]);
}
