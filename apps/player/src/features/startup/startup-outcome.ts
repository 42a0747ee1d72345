import { isWpsError } from '@wps-mobile/api-client';
import { STARTUP_MODE, startupMode } from '@wps-mobile/config';

export type StartupOutcome =
  'loading' | 'normal' | 'maintenance' | 'regionRestricted' | 'restrictedIp' | 'outage' | 'offline';

interface StatusResult {
  readonly data?: { readonly maintenance: boolean; readonly regionRestriction: boolean } | undefined;
  readonly error?: unknown;
  readonly isLoading: boolean;
}

/**
 * What the app shows after the start-up status call. The spec names no signal for a restricted IP; we treat an
 * HTTP 403 answer to the status call (what gateways send for a blocked address) as one. Any other failure is
 * a service outage, except with no network at all: then the app opens (its shell comes from the service
 * worker's cache) and says 'No Internet' until the connection is back.
 */
export function startupOutcome({ data, error, isLoading }: StatusResult, offline = false): StartupOutcome {
  if (error) {
    if (isWpsError(error) && error.status === 403) return 'restrictedIp';
    return offline ? 'offline' : 'outage';
  }
  if (isLoading || !data) return 'loading';
  const mode = startupMode(data);
  if (mode === STARTUP_MODE.maintenance) return 'maintenance';
  if (mode === STARTUP_MODE.regionRestricted) return 'regionRestricted';
  return 'normal';
}
