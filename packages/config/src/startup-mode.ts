/** Start-up modes: 0 the normal app, 1 the maintenance page, 2 the region-restricted page. */
export const STARTUP_MODE = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

export type StartupMode = (typeof STARTUP_MODE)[keyof typeof STARTUP_MODE];

/** Maintenance wins over region restriction, which wins over the normal app. */
export function startupMode(status: {
  readonly maintenance?: boolean;
  readonly regionRestriction?: boolean;
}): StartupMode {
  if (status.maintenance) return STARTUP_MODE.maintenance;
  if (status.regionRestriction) return STARTUP_MODE.regionRestricted;
  return STARTUP_MODE.normal;
}
