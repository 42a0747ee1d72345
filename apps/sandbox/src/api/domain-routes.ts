import type { Hono } from 'hono';
import type { WpsDomain } from '@wps-mobile/api-client/contract';
import type { ApiEnv } from './api-env';
import { accountRoutes } from './routes/account-routes';
import { agentContractsRoutes } from './routes/agent-contracts-routes';
import { agentMenuRoutes } from './routes/agent-menu-routes';
import { agentMoneyRoutes } from './routes/agent-money-routes';
import { agentReportsRoutes } from './routes/agent-reports-routes';
import { agentTeamRoutes } from './routes/agent-team-routes';
import { contentRoutes } from './routes/content-routes';
import { depositRoutes } from './routes/deposit-routes';
import { gamePlayRoutes } from './routes/game-play-routes';
import { gamesRoutes } from './routes/games-routes';
import { lotteryRoutes } from './routes/lottery-routes';
import { memberRoutes } from './routes/member-routes';
import { messagesRoutes } from './routes/messages-routes';
import { passkeysRoutes } from './routes/passkeys-routes';
import { promotionsRoutes } from './routes/promotions-routes';
import { redRainRoutes } from './routes/red-rain-routes';
import { securityRoutes } from './routes/security-routes';
import { systemRoutes } from './routes/system-routes';
import { vitalsRoutes } from './routes/vitals-routes';
import { walletRoutes } from './routes/wallet-routes';
import { withdrawRoutes } from './routes/withdraw-routes';

/**
 * The routes of each domain of the contract (`WPS_DOMAIN_CALLS`), one file each: `routes/<domain>-routes.ts`
 * registers that domain's calls and no other (a test holds both to it).
 */
export const DOMAIN_ROUTES: { readonly [D in WpsDomain]: () => Hono<ApiEnv> } = {
  system: systemRoutes,
  content: contentRoutes,
  account: accountRoutes,
  member: memberRoutes,
  security: securityRoutes,
  messages: messagesRoutes,
  promotions: promotionsRoutes,
  games: gamesRoutes,
  'game-play': gamePlayRoutes,
  lottery: lotteryRoutes,
  wallet: walletRoutes,
  deposit: depositRoutes,
  withdraw: withdrawRoutes,
  'agent-team': agentTeamRoutes,
  'agent-reports': agentReportsRoutes,
  'agent-money': agentMoneyRoutes,
  'agent-contracts': agentContractsRoutes,
  'agent-menu': agentMenuRoutes,
  'red-rain': redRainRoutes,
  passkeys: passkeysRoutes,
  vitals: vitalsRoutes,
};
