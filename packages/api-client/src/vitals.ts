import { wpsApi } from './api';
import { VITALS_ROUTES as CALLS } from './contract/routes/vitals.generated';
import { callQuery } from './endpoint-kit';

/**
 * Field data (the `/wps/ext/vitals/` extension, beyond the spec). The apps send their beacons with
 * `navigator.sendBeacon` to the URL the runtime config names (`fieldData.beaconUrl`), which a backend that offers
 * the extension answers at `VITALS_BEACON_PATH`; a dashboard reads the p75 per route and metric with
 * `useVitalsP75Query`.
 */
export const VITALS_BEACON_PATH = CALLS.vitalsBeacon.path;

export const vitalsApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    vitalsP75: callQuery(build, CALLS.vitalsP75),
  }),
});

export const { useVitalsP75Query } = vitalsApi;
