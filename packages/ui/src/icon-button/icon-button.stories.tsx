import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconBack, IconClose, IconGlobe, IconMenu } from '../icons/icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'Controls/IconButton',
  component: IconButton,
  args: { label: 'Menu', onClick: fn(), children: <IconMenu /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true } };

/** Several in a row, as in a header's end slot; each keeps a 44x44 px target. */
export const Group: Story = {
  render: (args) => (
    <div style={{ display: 'flex' }}>
      <IconButton {...args} label="Language">
        <IconGlobe />
      </IconButton>
      <IconButton {...args} label="Menu">
        <IconMenu />
      </IconButton>
      <IconButton {...args} label="Close">
        <IconClose />
      </IconButton>
    </div>
  ),
};

/** The name is spoken, not shown, so a long translation never breaks the layout. */
export const LongLabel: Story = {
  args: { label: 'Open the language list to choose how the site speaks to you', children: <IconGlobe /> },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { label: 'رجوع', children: <IconBack /> },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { label: '菜单' },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
