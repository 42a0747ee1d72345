import { CALL_ROUTE_TABLE } from './call-routes.generated';
import type { WPS_CALLS } from './calls';
import type { WpsCall, WpsInput, WpsMethod } from './define-call';

/**
 * What sending a call needs at run time: its name, method, path and where its input travels. The call's zod
 * schemas stay in its type only, so a browser bundle that sends calls carries no schema library.
 */
export interface CallRoute<C extends WpsCall = WpsCall> {
  readonly name: string;
  readonly method: WpsMethod;
  readonly path: string;
  readonly input: WpsInput;
  /** Never set at run time: it carries the call's request and response types. */
  readonly call?: C;
}

export type WpsCallRoutes = {
  readonly [N in keyof typeof WPS_CALLS]: CallRoute<(typeof WPS_CALLS)[N]>;
};

/** The route of every call of `WPS_CALLS`, generated from it (a test keeps the two the same). */
export const WPS_CALL_ROUTES: WpsCallRoutes = CALL_ROUTE_TABLE;
