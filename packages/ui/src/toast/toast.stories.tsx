import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Toast } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  parameters: { layout: 'fullscreen' },
  // A long duration keeps the toast on screen while a designer looks at it.
  args: { toast: { id: 1, type: 'success', message: 'Change saved', durationMs: 600_000 }, onDismiss: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { toast: { id: 2, type: 'loading' } } };

export const Error: Story = {
  args: { toast: { id: 3, type: 'fail', message: 'Verification code error', durationMs: 600_000 } },
};

export const Info: Story = {
  args: {
    toast: {
      id: 4,
      type: 'info',
      message: 'Please login an actual account to use this function',
      durationMs: 600_000,
    },
  },
};

/** No toast: the two live regions wait, empty. */
export const Empty: Story = { args: { toast: null } };

export const LongText: Story = {
  args: {
    toast: {
      id: 5,
      type: 'fail',
      message:
        'Sorry, this account does not have permission or the feature is temporarily unavailable. Please contact customer service.',
      durationMs: 600_000,
    },
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: {
    toast: {
      id: 6,
      type: 'info',
      message: 'يُرجى تسجيل الدخول بحساب حقيقي لاستخدام هذه الميزة',
      durationMs: 600_000,
    },
  },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { toast: { id: 7, type: 'success', durationMs: 600_000 } },
};

/** The same in the dark theme (the toolbar's Theme switches any story). */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkRightToLeft: Story = { ...Default, globals: { theme: 'dark', language: 'AR' } };
