import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CONSTANTS } from '@wps-mobile/config';
import { FilterDrawer, type FilterGroup } from './filter-drawer';

const RNG_GROUPS: FilterGroup[] = [
  {
    id: 'vendor',
    label: 'Vendor',
    options: ['JILI', 'PG', 'FC', 'JDB', 'KA'].map((name) => ({ value: name, label: name })),
  },
  {
    id: 'classify',
    label: 'Game type',
    options: [
      { value: 'NEW', label: 'New' },
      { value: 'HOT', label: 'Hot' },
    ],
  },
  {
    id: 'minBet',
    label: 'Minimum bet',
    options: CONSTANTS.minimumBets.map((bet) => ({ value: String(bet), label: String(bet) })),
  },
];

const meta = {
  title: 'Games/FilterDrawer',
  component: FilterDrawer,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onClose: fn(),
    groups: RNG_GROUPS,
    values: { vendor: 'PG' },
    onSubmit: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof FilterDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Slots (RNG): vendor, classification and minimum bet. */
export const Default: Story = {};

/** Fish games: vendors only (no classification). */
export const Fish: Story = { args: { groups: RNG_GROUPS.slice(0, 1), values: {} } };

/** Vendors still loading: only the groups that need no server data. */
export const Loading: Story = { args: { groups: RNG_GROUPS.slice(2), values: {} } };

export const Empty: Story = { args: { groups: [], values: {} } };

/** A value no longer offered (the vendor left): nothing is marked but "All" is still there. */
export const Error: Story = { args: { values: { vendor: 'GONE' } } };

export const LongText: Story = {
  args: {
    groups: [
      {
        id: 'vendor',
        label: 'Game vendors available in your region this month',
        options: [
          { value: 'evo', label: 'Evolution Gaming Asia' },
          { value: 'pp', label: 'Pragmatic Play Live' },
        ],
      },
    ],
    values: {},
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: {
    groups: [
      {
        id: 'vendor',
        label: 'المزوّد',
        options: [
          { value: 'JL', label: 'جيلي' },
          { value: 'PG', label: 'بي جي' },
        ],
      },
    ],
    values: { vendor: 'JL' },
  },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: {
    groups: [
      {
        id: 'vendor',
        label: '厂商',
        options: [
          { value: 'KY', label: '开元' },
          { value: 'LY', label: '乐游' },
        ],
      },
    ],
    values: {},
  },
};

/** The same in the dark theme (the toolbar's Theme switches any story). */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkRightToLeft: Story = { ...Default, globals: { theme: 'dark', language: 'AR' } };
