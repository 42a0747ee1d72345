import { useConsolidatedSettingsQuery } from '@wps-mobile/api-client';
import { useMemo } from 'react';
import { externalHref } from '@wps-mobile/app-shell';

/** The platform's service path of the online customer service (type 3 of the site settings' `paths`). */
const ONLINE_SERVICE_TYPE = 3;

/**
 * The online customer-service address as an external link, or undefined while the settings load or when the
 * merchant has none (or names one that the link rules refuse).
 */
export function useOnlineServiceLink(): string | undefined {
  const { data } = useConsolidatedSettingsQuery();
  const path = data?.paths.find((entry) => entry.type === ONLINE_SERVICE_TYPE)?.path;
  return useMemo(() => externalHref(path), [path]);
}
