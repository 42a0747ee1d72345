import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@wps-mobile/i18n';
import { fn } from 'storybook/test';
import { IconGift, IconHome, IconUser, IconUsers, IconWallet } from '../icons/icons';
import { FooterMenu, type FooterMenuItem, type FooterMenuProps } from './footer-menu';

interface DemoArgs extends Pick<FooterMenuProps, 'activeId' | 'onNavigate'> {
  /** Unclaimed promotions shown on Members. */
  unclaimed: number;
  /** Replaces the translated labels, to show long texts. */
  labels?: Partial<Record<'home' | 'promotion' | 'deposit' | 'inviteFriends' | 'members', string>>;
}

/** The player site's five destinations, labelled in the toolbar's language. */
function DemoFooterMenu({ unclaimed, labels = {}, ...props }: DemoArgs) {
  const { t } = useTranslation();
  const items: FooterMenuItem[] = [
    { id: 'home', label: labels.home ?? t('routes.home'), href: '/m/home', icon: <IconHome /> },
    {
      id: 'promotion',
      label: labels.promotion ?? t('nav.promotion'),
      href: '/m/activity',
      icon: <IconGift />,
    },
    {
      id: 'deposit',
      label: labels.deposit ?? t('nav.deposit'),
      href: '/m/voucherCenter',
      icon: <IconWallet size={28} />,
      primary: true,
    },
    {
      id: 'invite',
      label: labels.inviteFriends ?? t('nav.inviteFriends'),
      href: '/m/inviteFriends',
      icon: <IconUsers />,
    },
    {
      id: 'members',
      label: labels.members ?? t('nav.members'),
      href: '/m/mine',
      icon: <IconUser />,
      badge: unclaimed,
    },
  ];
  return <FooterMenu items={items} {...props} />;
}

const meta = {
  title: 'Layout/FooterMenu',
  component: DemoFooterMenu,
  parameters: { layout: 'fullscreen' },
  // The stories only log navigation; an app prevents the default and routes client-side.
  args: {
    activeId: 'home',
    unclaimed: 0,
    onNavigate: fn((_href, event) => event.preventDefault()),
  },
} satisfies Meta<typeof DemoFooterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithUnclaimedBadge: Story = { args: { unclaimed: 5 } };

/** Above 99 the badge shows 99+; screen readers still hear the real count. */
export const BadgeOverflow: Story = { args: { unclaimed: 150, activeId: 'members' } };

export const DepositActive: Story = { args: { activeId: 'deposit' } };

/** No item is current (e.g. on a page outside the menu). */
export const NothingActive: Story = { args: { activeId: undefined } };

/** Long labels are cut with an ellipsis inside their fifth of the bar; the full text stays the link's name. */
export const LongLabels: Story = {
  args: {
    unclaimed: 12,
    labels: {
      home: 'Home page and lobby',
      promotion: 'Promotions and rewards',
      deposit: 'Deposit money now',
      inviteFriends: 'Invite friends and earn',
      members: 'Members centre',
    },
  },
};

/** Home sits on the right, the badge on the icon's left side. */
export const RightToLeft: Story = { globals: { language: 'AR' }, args: { unclaimed: 3 } };

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { unclaimed: 120 } };

/** The same in the dark theme (the toolbar's Theme switches any story). */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkRightToLeft: Story = { ...Default, globals: { theme: 'dark', language: 'AR' } };
