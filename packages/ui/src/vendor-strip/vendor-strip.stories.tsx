import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../loading/skeleton';
import { VendorStrip, type Vendor, type VendorStripProps } from './vendor-strip';

function logo(text: string, colour: string): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="24"><rect width="48" height="24" rx="4" fill="${colour}"/>` +
        `<text x="24" y="16" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="700" fill="#fff">${text}</text></svg>`,
    )
  );
}

const VENDORS: Vendor[] = ['JILI', 'PG', 'FC', 'JDB', 'KA', 'CQ9', 'PP', 'YB'].map((name, index) => ({
  id: name,
  name,
  logoSrc: logo(name, ['#8a1c7c', '#0b57d0', '#146c2e', '#b3261e'][index % 4] ?? '#0b57d0'),
}));

function ControlledStrip(props: VendorStripProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return <VendorStrip {...props} selectedId={selected} onSelect={setSelected} />;
}

const meta = {
  title: 'Games/VendorStrip',
  component: VendorStrip,
  render: (args) => <ControlledStrip {...args} />,
  args: { vendors: VENDORS, selectedId: null, onSelect: () => {} },
} satisfies Meta<typeof VendorStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "All" and eight vendors: swipe or use the buttons to move four at a time. */
export const Default: Story = {};

export const VendorChosen: Story = { args: { selectedId: 'PG' } };

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 4 }}>
      {[1, 2, 3, 4].map((key) => (
        <Skeleton key={key} height={44} radius={8} />
      ))}
    </div>
  ),
};

/** No vendors: only "All", and no group buttons. */
export const Empty: Story = { args: { vendors: [] } };

/** Logos failed to load: the names stay. */
export const Error: Story = { args: { vendors: VENDORS.map(({ id, name }) => ({ id, name })) } };

export const LongText: Story = {
  args: {
    vendors: [{ id: 'long', name: 'Evolution Gaming Live Casino Asia' }, ...VENDORS],
    selectedId: 'long',
  },
};

export const RightToLeft: Story = { globals: { language: 'AR' } };

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { vendors: ['开元', '乐游', '天美', '星空', '皇冠'].map((name) => ({ id: name, name })) },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
