import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Log in', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button {...args}>Primary</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="danger">
        Sign out
      </Button>
      <Button {...args} variant="text">
        Forgot password
      </Button>
    </div>
  ),
};

/** While the request runs the button stays focusable but ignores taps. */
export const Loading: Story = { args: { busy: true } };

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: { block: true, children: 'Confirm the transfer of the whole balance to your upline account now' },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { children: 'تسجيل الدخول', busy: true },
};

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { children: '登录', block: true } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
