import type { AgentMenuKey } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';

export interface GridItem {
  readonly key: AgentMenuKey;
  readonly label:
    | 'agent.teamOverview'
    | 'agent.accountRecord'
    | 'agent.team'
    | 'agent.redRain'
    | 'agent.teamPnl'
    | 'agent.teamBetting'
    | 'agent.agentRebate'
    | 'agent.teamRebate'
    | 'agent.securityCenter'
    | 'agent.news'
    | 'agent.onlineService';
  readonly href: string;
}

/** The agent home's navigation grid in the spec's order, each item under its menu key. */
export function gridItems(): GridItem[] {
  return [
    { key: 'TEAM_OVERVIEW', label: 'agent.teamOverview', href: routePath('teamOverview') },
    {
      key: 'ACCOUNT_RECORD',
      label: 'agent.accountRecord',
      href: `${routePath('transactionRecord')}?types=A`,
    },
    { key: 'TEAM', label: 'agent.team', href: routePath('team') },
    { key: 'RED_RAIN', label: 'agent.redRain', href: routePath('redRain') },
    { key: 'TEAM_PNL', label: 'agent.teamPnl', href: routePath('teamPnl') },
    { key: 'TEAM_BETTING', label: 'agent.teamBetting', href: routePath('teamBetting') },
    { key: 'AGENT_REBATE', label: 'agent.agentRebate', href: routePath('agentRebate') },
    { key: 'TEAM_REBATE', label: 'agent.teamRebate', href: routePath('teamRebate') },
    { key: 'SECURITY_CENTER', label: 'agent.securityCenter', href: routePath('securityCenter') },
    { key: 'NEWS', label: 'agent.news', href: routePath('webEmail') },
    { key: 'ONLINE_SERVICE', label: 'agent.onlineService', href: routePath('service') },
  ];
}

/** Only the items whose menu key the merchant enables; a key the answer does not list stays hidden. */
export function enabledGridItems(
  menu: readonly { menuKey: string; enabled: boolean }[],
  items: readonly GridItem[] = gridItems(),
): GridItem[] {
  const on = new Set(menu.filter((entry) => entry.enabled).map((entry) => entry.menuKey));
  return items.filter((item) => on.has(item.key));
}
