import { wpsApi } from './api';
import { WPS_PATHS, type ConsolidatedSettings, type SystemStatus } from './contract';

/** Start-up mode and merchant-wide settings. */
export const systemApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemStatus: build.query<SystemStatus, void>({
      query: () => ({ path: WPS_PATHS.systemStatus }),
      providesTags: ['SystemStatus'],
    }),
    getConsolidatedSettings: build.query<ConsolidatedSettings, void>({
      query: () => ({ path: WPS_PATHS.consolidatedSettings }),
      providesTags: ['SiteSettings'],
    }),
  }),
});

export const { useGetSystemStatusQuery, useGetConsolidatedSettingsQuery } = systemApi;
