import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { AnnouncementPopup, type Announcement } from './announcement-popup';

// Content as the server sends it; the pop-up cleans it through ServerHtml.
const ANNOUNCEMENTS: Announcement[] = [
  {
    id: '1',
    title: 'System maintenance',
    contentHtml:
      '<p>The platform will be upgraded on <strong>Monday 02:00-04:00</strong>. Deposits and withdrawals pause during the upgrade.</p>',
  },
  {
    id: '2',
    title: 'Welcome bonus 100%',
    contentHtml:
      '<p>New members get a 100% bonus on the first deposit, up to 688 pesos.</p><p><a href="/m/activity">See the promotion</a></p>',
  },
  {
    id: '3',
    title: 'VIP weekly gift',
    contentHtml: '<p>Claim your weekly gift in the <a href="/m/rewardCenter">reward centre</a>.</p>',
  },
];

const meta = {
  title: 'Home/AnnouncementPopup',
  component: AnnouncementPopup,
  parameters: { layout: 'fullscreen' },
  args: { open: true, announcements: ANNOUNCEMENTS, onClose: fn(), onLinkClick: fn() },
} satisfies Meta<typeof AnnouncementPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One announcement: no pager. */
export const Single: Story = { args: { announcements: ANNOUNCEMENTS.slice(0, 1) } };

export const LastPage: Story = { args: { initialIndex: 2 } };

/** With the reward-centre action under the content. */
export const WithAction: Story = {
  args: { footer: () => <Button block>Go to reward centre</Button> },
};

/** Content still loading: the app passes a placeholder line. */
export const Loading: Story = {
  args: { announcements: [{ id: 'loading', title: 'Announcement', contentHtml: '<p>Loading…</p>' }] },
};

/** No announcements: nothing is shown. */
export const Empty: Story = { args: { announcements: [] } };

export const Error: Story = {
  args: {
    announcements: [
      { id: 'error', title: 'Announcement', contentHtml: '<p>This announcement could not be shown.</p>' },
    ],
  },
};

export const LongText: Story = {
  args: {
    announcements: [
      {
        id: 'long',
        title:
          'Important notice about the new withdrawal rules for members of every VIP level from next month',
        contentHtml: `<p>${'Withdrawals above 50,000 pesos are reviewed by the finance team within 24 hours. '.repeat(30)}</p>`,
      },
      ...ANNOUNCEMENTS.slice(1),
    ],
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: {
    announcements: [
      {
        id: 'ar1',
        title: 'صيانة النظام',
        contentHtml: '<p>ستتم ترقية المنصة يوم الاثنين من 02:00 إلى 04:00.</p>',
      },
      { id: 'ar2', title: 'مكافأة ترحيب', contentHtml: '<p>مكافأة 100% على الإيداع الأول.</p>' },
    ],
  },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: {
    announcements: [
      { id: 'cn1', title: '系统维护', contentHtml: '<p>平台将于周一 02:00-04:00 升级。</p>' },
      { id: 'cn2', title: '首存送 100%', contentHtml: '<p>新会员首次存款可获 100% 奖金。</p>' },
    ],
  },
};

/** The same in the dark theme (the toolbar's Theme switches any story). */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkRightToLeft: Story = { ...Default, globals: { theme: 'dark', language: 'AR' } };
