import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoData } from './no-data';

const meta = {
  title: 'Feedback/NoData',
  component: NoData,
} satisfies Meta<typeof NoData>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's placeholder: a picture and "No data" in the toolbar's language. */
export const Default: Story = {};

export const CustomText: Story = { args: { text: 'No announcement' } };

export const LongText: Story = {
  args: {
    text: 'You have no betting records for the selected period. Try a longer period or another game category.',
  },
};

export const RightToLeft: Story = { globals: { language: 'AR' } };

export const NonLatinScript: Story = { globals: { language: 'CN' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
