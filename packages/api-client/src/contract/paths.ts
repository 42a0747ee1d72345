/**
 * Every `/wps` path the front end calls, in one place so a merchant team can read what we depend on.
 * Paths the spec names are used as named; new calls are added here first.
 */
export const WPS_PATHS = {
  systemStatus: '/wps/system/status',
  consolidatedSettings: '/wps/system/settings/consolidated',
} as const;

export type WpsPath = (typeof WPS_PATHS)[keyof typeof WPS_PATHS];

/** The prefix every `/wps` path starts with. */
export const WPS_PREFIX = '/wps';
