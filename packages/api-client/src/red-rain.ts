import { wpsApi } from './api';
import { RED_RAIN_ROUTES as CALLS } from './contract/routes/red-rain.generated';
import { MOVED, callQuery, moneyMutation } from './endpoint-kit';

/** Red envelope rain: the sessions, and opening one envelope (a money move with an idempotency key). */
export const redRainApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    redRainSessions: callQuery(build, CALLS.redRainSessions, ['RedRain']),
    redRainGrab: moneyMutation(build, CALLS.redRainGrab, ['RedRain', ...MOVED]),
  }),
});

export const { useRedRainSessionsQuery, useRedRainGrabMutation } = redRainApi;
