import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Sign out',
    message: 'Are you sure you want to sign out?',
    onConfirm: fn(),
    onCancel: fn(),
    destructive: true,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The contract reminder: a plain (not destructive) action with its own label. */
export const ContractReminder: Story = {
  args: {
    title: 'Contract',
    message: 'Please sign the daily salary contract.',
    confirmLabel: 'Go',
    destructive: false,
  },
};

/** After confirming, while the request runs. */
export const Loading: Story = { args: { busy: true } };

/** Only a title: the question is the whole message. */
export const Empty: Story = { args: { message: undefined, title: 'Sign out now?' } };

export const Error: Story = {
  args: {
    title: 'The new password and the old password cannot be the same',
    message: 'Choose a different new password.',
    destructive: false,
    confirmLabel: 'OK',
  },
};

export const LongText: Story = {
  args: {
    title: 'Sign out of every device and clear the remembered password on this phone',
    message:
      'Your saved password, the bank list and the trial account on this phone will be removed. You will need your username and password to log in again.',
    confirmLabel: 'Sign out and clear everything',
    cancelLabel: 'Keep me signed in',
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { title: 'تسجيل الخروج', message: 'هل تريد تسجيل الخروج بالتأكيد؟' },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { title: '退出登录', message: '确定要退出登录吗？' },
};

/** The same in the dark theme (the toolbar's Theme switches any story). */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkRightToLeft: Story = { ...Default, globals: { theme: 'dark', language: 'AR' } };
