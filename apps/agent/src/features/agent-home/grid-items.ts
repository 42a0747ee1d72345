import type { AgentMenuKey } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';

export interface GridItem {
  readonly key: AgentMenuKey;
  readonly label:
    | 'routes.teamOverview'
    | 'routes.transactionRecord'
    | 'routes.team'
    | 'routes.redRain'
    | 'routes.teamPnl'
    | 'routes.teamBetting'
    | 'routes.agentRebate'
    | 'routes.teamRebate'
    | 'routes.securityCenter'
    | 'common.news'
    | 'common.onlineService';
  readonly href: string;
}

/** The agent home's navigation grid in the spec's order, each item under its menu key. */
export function gridItems(): GridItem[] {
  return [
    { key: 'TEAM_OVERVIEW', label: 'routes.teamOverview', href: routePath('teamOverview') },
    {
      key: 'ACCOUNT_RECORD',
      label: 'routes.transactionRecord',
      href: `${routePath('transactionRecord')}?types=A`,
    },
    { key: 'TEAM', label: 'routes.team', href: routePath('team') },
    { key: 'RED_RAIN', label: 'routes.redRain', href: routePath('redRain') },
    { key: 'TEAM_PNL', label: 'routes.teamPnl', href: routePath('teamPnl') },
    { key: 'TEAM_BETTING', label: 'routes.teamBetting', href: routePath('teamBetting') },
    { key: 'AGENT_REBATE', label: 'routes.agentRebate', href: routePath('agentRebate') },
    { key: 'TEAM_REBATE', label: 'routes.teamRebate', href: routePath('teamRebate') },
    { key: 'SECURITY_CENTER', label: 'routes.securityCenter', href: routePath('securityCenter') },
    { key: 'NEWS', label: 'common.news', href: routePath('webEmail') },
    { key: 'ONLINE_SERVICE', label: 'common.onlineService', href: routePath('service') },
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
