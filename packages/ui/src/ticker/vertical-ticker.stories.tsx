import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../loading/skeleton';
import { NoData } from '../no-data/no-data';
import { VerticalTicker, type VerticalTickerProps } from './vertical-ticker';

/** Stories pass plain strings; the ticker itself takes any item type. */
function TextTicker(props: Omit<VerticalTickerProps<string>, 'getKey' | 'renderItem'>) {
  return (
    <VerticalTicker
      {...props}
      getKey={(text) => text}
      renderItem={(text) => (
        <span style={{ display: 'flex', alignItems: 'center', paddingInline: 8 }}>{text}</span>
      )}
      rowHeight={props.rowHeight ?? 44}
    />
  );
}

const FIVE = [
  'Bonus paid to pl***11',
  'New slot: Golden Empire',
  'Weekly rebate is live',
  'VIP gift received',
  'Top win ₱98,000',
];

const meta = {
  title: 'Home/VerticalTicker',
  component: TextTicker,
  args: { items: FIVE, label: 'News' },
} satisfies Meta<typeof TextTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ThreeRowsStayStill: Story = { args: { items: FIVE.slice(0, 3) } };

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 8 }}>
      <Skeleton height={36} />
      <Skeleton height={36} />
    </div>
  ),
};

export const Empty: Story = { render: () => <NoData /> };

export const Error: Story = { render: () => <NoData text="No Internet" /> };

export const LongText: Story = {
  args: {
    items: FIVE.map(
      (text) => `${text}: read the full terms and conditions of this promotion in the activity centre`,
    ),
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { label: 'الأخبار', items: ['مكافأة جديدة', 'لعبة جديدة', 'استرداد أسبوعي', 'هدية كبار الشخصيات'] },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { label: '新闻', items: ['新奖金已发放', '新游戏上线', '每周返水', '贵宾礼物'] },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
