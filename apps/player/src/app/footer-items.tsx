import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { IconGift, IconHome, IconUser, IconUsers, IconWallet, type FooterMenuItem } from '@wps-mobile/ui';
import { useLinkNavigation } from '@wps-mobile/app-shell';
import { useGuardedNavigation } from '../lib/session/use-guarded-navigation';
import type { ScreenId } from './layout-rules';

/** Footer menu entries: Home, Promotion, the central deposit button, Invite friends and Members. */
export function useFooterItems(unclaimedPromotions: number): FooterMenuItem[] {
  const { t } = useTranslation();
  return [
    { id: 'home', label: t('routes.home'), href: routePath('home'), icon: <IconHome /> },
    { id: 'activity', label: t('nav.promotion'), href: routePath('activity'), icon: <IconGift /> },
    {
      id: 'voucherCenter',
      label: t('nav.deposit'),
      href: routePath('voucherCenter'),
      icon: <IconWallet />,
      primary: true,
    },
    {
      id: 'inviteFriends',
      label: t('nav.inviteFriends'),
      href: routePath('inviteFriends'),
      icon: <IconUsers />,
    },
    {
      id: 'memberHome',
      label: t('nav.members'),
      href: routePath('memberHome'),
      icon: <IconUser />,
      badge: unclaimedPromotions,
    },
  ];
}

/** Which footer entry is highlighted on a screen. */
export function activeFooterId(screen: ScreenId): string | undefined {
  return ['home', 'activity', 'voucherCenter', 'inviteFriends', 'memberHome'].includes(screen)
    ? screen
    : undefined;
}

/** Footer taps go through the role rules (Members and Invite friends are guarded); render `notice` once. */
export function useFooterNavigation() {
  const { go, notice } = useGuardedNavigation();
  return { onNavigate: useLinkNavigation(go), notice };
}
