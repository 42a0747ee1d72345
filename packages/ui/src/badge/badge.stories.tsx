import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { count: 3 },
  // A word beside the bubble shows how it sits next to a label, as in the footer menu.
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span>Inbox</span>
      <Badge {...args} />
    </span>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Above `max` the bubble keeps its size; screen readers hear "More than 99". */
export const Overflow: Story = { args: { count: 150 } };

export const CustomMax: Story = { args: { count: 12, max: 9 } };

/** With a label, screen readers hear what the count means instead of a bare number. */
export const WithLabel: Story = { args: { count: 4, label: '4 unread messages' } };

/** At 0 nothing is rendered: only the word remains. */
export const Empty: Story = { args: { count: 0 } };

/** The longest realistic count still fits on one line. */
export const LongCount: Story = { args: { count: 123456, max: 999999 } };

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { count: 150 },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span>الرسائل</span>
      <Badge {...args} />
    </span>
  ),
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { count: 8, label: '8 条未读消息' },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span>消息</span>
      <Badge {...args} />
    </span>
  ),
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
