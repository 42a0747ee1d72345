import {
  IconDownload,
  IconGift,
  IconPercent,
  IconShield,
  IconTrophy,
  IconUsers,
  IconWallet,
  type IconProps,
} from '@wps-mobile/ui';
import type { ComponentType } from 'react';
import type { ShortcutId } from './menu-entries';

/** Each shortcut's icon; app download and responsible gaming are the menu's own entries. */
export const SHORTCUT_ICONS: Readonly<
  Record<ShortcutId | 'appDownload' | 'responsibleGaming', ComponentType<IconProps>>
> = {
  deposit: IconWallet,
  withdraw: IconWallet,
  share: IconUsers,
  vip: IconGift,
  rewardCenter: IconTrophy,
  missionActivity: IconTrophy,
  manualRebate: IconPercent,
  appDownload: IconDownload,
  responsibleGaming: IconShield,
};
