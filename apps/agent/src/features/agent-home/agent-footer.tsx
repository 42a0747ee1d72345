import { useDividendInfoQuery } from '@wps-mobile/api-client';
import { useState } from 'react';
import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { FooterMenu, IconGift, IconHome, IconInfo, IconUsers, type FooterMenuItem } from '@wps-mobile/ui';
import { useLinkNavigation } from '@wps-mobile/app-shell';
import { useAgentAnnouncements } from '../../lib/content/use-agent-announcements';
import { loadsDividendInfo } from './dividend-info';

/**
 * Home, open account, dividend (only with dividends on) and announcements with their unread count. The menu
 * waits for the dividend answer (or its failure), so its items never move aside for a late dividend item.
 * Agents exempt from the dividend-info load (types 41, 42) never ask for it and get no dividend entry.
 */
export function AgentFooter() {
  const { t } = useTranslation();
  const onNavigate = useLinkNavigation();
  const [withDividends] = useState(loadsDividendInfo);
  const dividendInfo = useDividendInfoQuery(undefined, { skip: !withDividends });
  const dividends = dividendInfo.data?.enabled === true;
  const unread = useAgentAnnouncements().data?.footer.unreadCount ?? 0;
  if (dividendInfo.isLoading) return null;
  const items: FooterMenuItem[] = [
    { id: 'home', label: t('routes.home'), href: routePath('home'), icon: <IconHome /> },
    {
      id: 'open',
      label: t('routes.agentRegister'),
      href: routePath('agentRegister'),
      icon: <IconUsers />,
    },
    ...(dividends
      ? [
          {
            id: 'dividend',
            label: t('routes.agentDividend'),
            href: routePath('agentDividend'),
            icon: <IconGift />,
          },
        ]
      : []),
    {
      id: 'notice',
      label: t('routes.agentNotice'),
      href: `${routePath('agentNotice')}?types=A`,
      icon: <IconInfo />,
      badge: unread,
      badgeLabel: t('agent.unread', { n: unread }),
    },
  ];
  return <FooterMenu items={items} onNavigate={onNavigate} />;
}
