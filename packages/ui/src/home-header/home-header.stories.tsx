import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton } from '../icon-button/icon-button';
import { IconGlobe, IconMenu, IconWallet } from '../icons/icons';
import { Skeleton } from '../loading/skeleton';
import { HomeHeader } from './home-header';

// An inline logo keeps Storybook offline; a merchant's logo comes from its runtime config.
const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32">' +
      '<rect width="120" height="32" rx="8" fill="#0b57d0"/><path d="M16 6l3 7h7l-6 4 2 8-6-5-6 5 2-8-6-4h7z" fill="#fff"/>' +
      '<text x="34" y="21" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff">Lucky Star</text></svg>',
  );

const linkStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: 44,
  paddingInline: 6,
  color: 'var(--wps-color-primary)',
  fontSize: 'var(--wps-font-size-sm)',
  fontWeight: 600,
  textDecoration: 'none',
};

/** What a visitor sees at the end: login, register, language and menu. */
function VisitorControls() {
  const { t } = useTranslation();
  return (
    <>
      <a href="#login" style={linkStyle}>
        {t('header.login')}
      </a>
      <a href="#register" style={linkStyle}>
        {t('header.register')}
      </a>
      <IconButton label={t('header.language')}>
        <IconGlobe />
      </IconButton>
      <IconButton label={t('app.menu')}>
        <IconMenu />
      </IconButton>
    </>
  );
}

/** What a member sees: the balance (or its skeleton while it loads) and a deposit shortcut. */
function MemberControls({ balance }: { balance?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span style={{ display: 'grid', fontSize: 12, lineHeight: 1.3 }}>
        <span>player_0921</span>
        {balance === undefined ? <Skeleton width={64} height={14} /> : <strong>{balance}</strong>}
      </span>
      <IconButton label={t('nav.deposit')}>
        <IconWallet />
      </IconButton>
      <IconButton label={t('app.menu')}>
        <IconMenu />
      </IconButton>
    </>
  );
}

const meta = {
  title: 'Layout/HomeHeader',
  component: HomeHeader,
  parameters: { layout: 'fullscreen' },
  args: { brandName: 'Lucky Star', logoSrc: LOGO, logoWidth: 120, end: <VisitorControls /> },
} satisfies Meta<typeof HomeHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without a logo in the merchant config, the brand name is shown as text. */
export const WithoutLogo: Story = { args: { logoSrc: undefined } };

export const LoggedIn: Story = { args: { end: <MemberControls balance="₱ 1,250.00" /> } };

export const BalanceLoading: Story = { args: { end: <MemberControls /> } };

/** Nothing at the end (e.g. while the session is being restored). */
export const Empty: Story = { args: { end: undefined } };

export const LongBrandName: Story = {
  args: { logoSrc: undefined, brandName: 'The Very Lucky Star Entertainment Club of Manila' },
};

/** The logo moves to the right and the controls to the left. */
export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { logoSrc: undefined, brandName: 'النجم المحظوظ' },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { logoSrc: undefined, brandName: '幸运之星' },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
