import { routePath } from '@wps-mobile/config';

/** Agent screens below the agent home that the spec's route table does not name (transfers, links). */
export const AGENT_SUB_SCREENS = { downlineTransfer: 'transfer', affiliateLinks: 'affiliate' } as const;
export type SubScreenId = keyof typeof AGENT_SUB_SCREENS;

/** The path of an agent sub-screen: under `/m/agent/`, whose whole subtree the agent build owns. */
export const agentSubPath = (id: SubScreenId) => `${routePath('agentHome')}/${AGENT_SUB_SCREENS[id]}`;
