import type { WPS_CALLS, WPS_DOMAIN_CALLS, WpsDomain } from './calls';
import type { WpsCall, WpsInput, WpsMethod } from './define-call';
import { ACCOUNT_ROUTES } from './routes/account.generated';
import { AGENT_CONTRACTS_ROUTES } from './routes/agent-contracts.generated';
import { AGENT_MENU_ROUTES } from './routes/agent-menu.generated';
import { AGENT_MONEY_ROUTES } from './routes/agent-money.generated';
import { AGENT_REPORTS_ROUTES } from './routes/agent-reports.generated';
import { AGENT_TEAM_ROUTES } from './routes/agent-team.generated';
import { CONTENT_ROUTES } from './routes/content.generated';
import { DEPOSIT_ROUTES } from './routes/deposit.generated';
import { GAME_PLAY_ROUTES } from './routes/game-play.generated';
import { GAMES_ROUTES } from './routes/games.generated';
import { LOTTERY_ROUTES } from './routes/lottery.generated';
import { MEMBER_ROUTES } from './routes/member.generated';
import { MESSAGES_ROUTES } from './routes/messages.generated';
import { PROMOTIONS_ROUTES } from './routes/promotions.generated';
import { RED_RAIN_ROUTES } from './routes/red-rain.generated';
import { SECURITY_ROUTES } from './routes/security.generated';
import { SYSTEM_ROUTES } from './routes/system.generated';
import { WALLET_ROUTES } from './routes/wallet.generated';
import { WITHDRAW_ROUTES } from './routes/withdraw.generated';

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
 * file imports its own domain's table, so an app bundles the routes of the domains it uses, not all 137.
 */
export type DomainRoutes<D extends WpsDomain> = {
  readonly [N in keyof DomainCalls<D>]: DomainCalls<D>[N] extends WpsCall
    ? CallRoute<DomainCalls<D>[N]>
    : never;
};

export type WpsCallRoutes = {
  readonly [N in keyof typeof WPS_CALLS]: CallRoute<(typeof WPS_CALLS)[N]>;
};

/** The route of every call of `WPS_CALLS` (a test keeps the two the same), for tools that need them all. */
export const WPS_CALL_ROUTES: WpsCallRoutes = {
  ...SYSTEM_ROUTES,
  ...CONTENT_ROUTES,
  ...ACCOUNT_ROUTES,
  ...MEMBER_ROUTES,
  ...SECURITY_ROUTES,
  ...MESSAGES_ROUTES,
  ...PROMOTIONS_ROUTES,
  ...GAMES_ROUTES,
  ...GAME_PLAY_ROUTES,
  ...LOTTERY_ROUTES,
  ...WALLET_ROUTES,
  ...DEPOSIT_ROUTES,
  ...WITHDRAW_ROUTES,
  ...AGENT_TEAM_ROUTES,
  ...AGENT_REPORTS_ROUTES,
  ...AGENT_MONEY_ROUTES,
  ...AGENT_CONTRACTS_ROUTES,
  ...AGENT_MENU_ROUTES,
  ...RED_RAIN_ROUTES,
};
