import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconBack,
  IconClose,
  IconGift,
  IconGlobe,
  IconHome,
  IconMail,
  IconMenu,
  IconSettings,
  IconUser,
  IconUsers,
  IconWallet,
} from './icons';
import {
  IconAlert,
  IconCaretDown,
  IconCheck,
  IconClear,
  IconEye,
  IconEyeOff,
  IconFilter,
  IconHeart,
  IconInfo,
  IconNext,
  IconPause,
  IconPlay,
  IconRefresh,
  IconSignOut,
} from './control-icons';
import * as ENTRY_ICONS from './entry-icons';
import type { IconProps } from './svg-icon';

const ICONS = {
  IconHome,
  IconGift,
  IconWallet,
  IconUsers,
  IconUser,
  IconBack,
  IconMenu,
  IconGlobe,
  IconClose,
  IconMail,
  IconSettings,
  IconNext,
  IconPause,
  IconPlay,
  IconCheck,
  IconAlert,
  IconInfo,
  IconHeart,
  IconEye,
  IconEyeOff,
  IconClear,
  IconRefresh,
  IconFilter,
  IconSignOut,
  IconCaretDown,
  ...ENTRY_ICONS,
};

function IconGallery(props: IconProps) {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: 0, padding: 0, listStyle: 'none' }}>
      {Object.entries(ICONS).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, inlineSize: 88 }}>
          <Icon {...props} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  args: { size: 24 },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default (aria-hidden), drawn in the current text colour. */
export const Default: Story = {};

export const Large: Story = { args: { size: 40 } };

/** Icons follow `color`, so a brand colour or a state colour needs no extra asset. */
export const Coloured: Story = {
  render: (args) => (
    <div style={{ color: 'var(--wps-color-primary)' }}>
      <IconGallery {...args} />
    </div>
  ),
};

/** A `title` turns an icon into a named image for the rare case it carries meaning on its own. */
export const WithAccessibleName: Story = {
  render: () => <IconGlobe title="Language" size={32} />,
};

/** In right-to-left layouts the back and next chevrons and the sign-out arrow point the other way. */
export const RightToLeft: Story = { globals: { language: 'AR' } };

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <IconWallet {...args} />
      <span>存款</span>
    </p>
  ),
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
