import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@wps-mobile/i18n';
import { fn } from 'storybook/test';
import { StatusPage } from './status-page';

const meta = {
  title: 'Feedback/StatusPage',
  component: StatusPage,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Page not found' },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The not-found page as the apps build it, in the toolbar's language. */
function NotFoundExample() {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone="notFound"
      title={t('routes.notFound')}
      body={t('app.notFoundBody')}
      action={{ label: t('app.backHome'), href: '#home' }}
    />
  );
}

// Logged in the actions panel; an app reloads or refetches the config here.
const onRetry = fn();

/** The broken-config page as the apps build it, in the toolbar's language. */
function ConfigErrorExample() {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone="error"
      title={t('app.configErrorTitle')}
      body={t('app.configErrorBody')}
      action={{ label: t('app.retry'), onClick: onRetry }}
    />
  );
}

/** Not found: the way forward is a link home (an app may route it client-side through onClick). */
export const NotFound: Story = { render: () => <NotFoundExample /> };

/** Broken merchant config: the action is a button that retries. */
export const ConfigError: Story = { render: () => <ConfigErrorExample /> };

/** Maintenance: information only, nothing to do but wait. */
export const Maintenance: Story = {
  args: {
    tone: 'info',
    title: 'Scheduled maintenance',
    body: 'We are upgrading our systems and will be back at 06:00 (GMT+8).',
  },
};

/** A merchant picture replaces the default drawing. */
export const CustomIllustration: Story = {
  args: {
    tone: 'info',
    title: 'Coming soon',
    illustration: <span style={{ fontSize: 72, lineHeight: 1 }}>🚧</span>,
  },
};

/** Only a title (the smallest useful page). */
export const TitleOnly: Story = {};

export const LongText: Story = {
  args: {
    tone: 'error',
    title: 'Our service is not available in your region at the moment, according to local regulations',
    body:
      'Access from your current location is restricted. If you believe this is a mistake, please contact ' +
      'customer service with your account name and the time you saw this message, and we will look into it.',
    action: { label: 'Contact customer service through live chat', href: '#service' },
  },
};

export const RightToLeft: Story = { ...NotFound, globals: { language: 'AR' } };

export const NonLatinScript: Story = { ...ConfigError, globals: { language: 'CN' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...NotFound, globals: { theme: 'all' } };
