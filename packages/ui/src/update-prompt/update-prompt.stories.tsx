import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UpdatePrompt } from './update-prompt';

const meta = {
  title: 'Feedback/UpdatePrompt',
  component: UpdatePrompt,
  parameters: { layout: 'fullscreen' },
  args: { onReload: fn(), onLater: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new deployment is installed: Reload switches to it (the button turns busy until the page reloads). */
export const Default: Story = {};

export const RightToLeft: Story = { globals: { language: 'AR' } };

/** Long labels wrap the buttons under the text. */
export const LongLabels: Story = { globals: { language: 'DE' } };

export const NonLatinScript: Story = { globals: { language: 'CN' } };

export const Thai: Story = { globals: { language: 'TH' } };

/** The same in the dark theme (the toolbar's Theme switches any story). */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkRightToLeft: Story = { ...Default, globals: { theme: 'dark', language: 'AR' } };
