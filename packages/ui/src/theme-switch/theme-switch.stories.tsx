import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ThemeChoice } from '../theme/theme-preference';
import { ThemeSwitch, type ThemeSwitchProps } from './theme-switch';

// The story keeps the choice to itself: the toolbar's Theme decides the canvas, not this control.
function ControlledThemeSwitch(props: ThemeSwitchProps) {
  const [value, setValue] = useState<ThemeChoice>(props.value);
  return <ThemeSwitch value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/ThemeSwitch',
  component: ThemeSwitch,
  render: (args) => <ControlledThemeSwitch {...args} />,
  args: { value: 'system', onChange: () => {} },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DarkChosen: Story = { args: { value: 'dark' }, globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { language: 'AR' } };

export const NonLatinScript: Story = { globals: { language: 'CN' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
