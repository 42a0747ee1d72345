import {
  IconBell,
  IconBriefcase,
  IconChart,
  IconChat,
  IconHeadset,
  IconPercent,
  IconReceipt,
  IconShield,
  IconTransfer,
  IconTrophy,
  IconUsers,
  IconWallet,
  type IconProps,
} from '@wps-mobile/ui';
import type { ComponentType } from 'react';
import type { EntryId, QUICK_TILES } from './member-entries';

type QuickTileId = (typeof QUICK_TILES)[number]['id'];

/** The icon of every member-centre entry and quick tile: no entry is a box of text alone. */
export const MEMBER_ICONS: Readonly<
  Record<EntryId | QuickTileId | 'responsibleGaming', ComponentType<IconProps>>
> = {
  rewardCenter: IconTrophy,
  referral: IconUsers,
  agencyCenter: IconBriefcase,
  loadRecord: IconReceipt,
  withdrawReport: IconReceipt,
  accountRecord: IconReceipt,
  bettingRecord: IconReceipt,
  profitAndLoss: IconChart,
  transferUpline: IconTransfer,
  manualRebate: IconPercent,
  missionActivity: IconTrophy,
  myRebate: IconPercent,
  news: IconBell,
  onlineService: IconHeadset,
  feedback: IconChat,
  responsibleGaming: IconShield,
  deposit: IconWallet,
  securityCenter: IconShield,
};

/** The entry's icon, decorative (its label names the link). */
export function MemberIcon({ id }: { id: keyof typeof MEMBER_ICONS }) {
  const Icon = MEMBER_ICONS[id];
  return <Icon className="member-icon" />;
}
