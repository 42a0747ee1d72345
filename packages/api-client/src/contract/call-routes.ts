import type { WPS_DOMAIN_CALLS, WpsDomain } from './calls';
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

type DomainCalls<D extends WpsDomain> = (typeof WPS_DOMAIN_CALLS)[D];

/**
 * The routes of one domain's calls (`routes/<domain>.generated.ts`, generated from its contract file). A client
 * file imports its own domain's table, so an app bundles the routes of the domains it uses, not every call's.
 */
export type DomainRoutes<D extends WpsDomain> = {
  readonly [N in keyof DomainCalls<D>]: DomainCalls<D>[N] extends WpsCall
    ? CallRoute<DomainCalls<D>[N]>
    : never;
};
