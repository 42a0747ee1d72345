import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Skeleton } from '../loading/skeleton';
import { JackpotCounter, type JackpotCounterProps } from './jackpot-counter';
import { useJackpotTicker } from './use-jackpot-ticker';

/** The counter fed by the ticking hook, as on the home page. */
function TickingJackpot(props: Omit<JackpotCounterProps, 'value'> & { value?: number }) {
  const value = useJackpotTicker({ start: props.value });
  return <JackpotCounter {...props} value={value} />;
}

const meta = {
  title: 'Home/JackpotCounter',
  component: TickingJackpot,
  args: { currencySymbol: '₱', onOpen: fn() },
} satisfies Meta<typeof TickingJackpot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts between 70 and 130 million and grows by 100-500 every 3, 4 or 5 s; tap opens the winner page. */
export const Default: Story = {};

export const NotTappable: Story = { args: { onOpen: undefined, value: 88_000_000 } };

export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <Skeleton height={72} radius={8} />
    </div>
  ),
};

export const Empty: Story = { args: { value: 0 } };

/** A formatter that fails leaves the raw digits rather than nothing. */
export const Error: Story = {
  args: { value: 101_000_000, formatValue: (value) => String(Math.round(value)) },
};

export const LongText: Story = {
  args: { value: 987_654_321_098, label: 'Progressive jackpot of every slot game in the Philippines' },
};

/** Digits stay Western and left-to-right inside the Arabic layout. */
export const RightToLeft: Story = { globals: { language: 'AR' }, args: { value: 120_500_300 } };

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { value: 75_000_000, currencySymbol: '¥' },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
