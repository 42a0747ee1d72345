import type { AgentMenuKey } from '@wps-mobile/api-client/contract';
import {
  IconBell,
  IconChart,
  IconGamepad,
  IconHeadset,
  IconPacket,
  IconPercent,
  IconReceipt,
  IconShield,
  IconUsers,
  type IconProps,
} from '@wps-mobile/ui';
import type { ComponentType } from 'react';

/** The icon of each grid item, by menu key: no tile is a box of text alone. */
const GRID_ICONS: Partial<Record<AgentMenuKey, ComponentType<IconProps>>> = {
  TEAM_OVERVIEW: IconChart,
  ACCOUNT_RECORD: IconReceipt,
  TEAM: IconUsers,
  RED_RAIN: IconPacket,
  TEAM_PNL: IconChart,
  TEAM_BETTING: IconGamepad,
  AGENT_REBATE: IconPercent,
  TEAM_REBATE: IconPercent,
  SECURITY_CENTER: IconShield,
  NEWS: IconBell,
  ONLINE_SERVICE: IconHeadset,
};

/** A grid item's icon; a key added later still gets one (the game pad). Loaded lazily by `grid-icons.tsx`. */
export default function GridIconSet({ menuKey }: { menuKey: AgentMenuKey }) {
  const Icon = GRID_ICONS[menuKey] ?? IconGamepad;
  return <Icon />;
}
