import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select, type SelectProps } from './select';

const BANKS = [
  { value: 'bdo', label: 'BDO Unibank' },
  { value: 'bpi', label: 'Bank of the Philippine Islands' },
  { value: 'gcash', label: 'GCash' },
];

function ControlledSelect(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/Select',
  component: Select,
  render: (args) => <ControlledSelect {...args} />,
  args: { label: 'Bank', options: BANKS, value: 'gcash', onChange: () => {}, required: true },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Placeholder: Story = { args: { value: '' } };

/** Options still loading: the list is empty and the select is disabled. */
export const Loading: Story = { args: { options: [], value: '', disabled: true, placeholder: 'Loading…' } };

export const Empty: Story = { args: { options: [], value: '', hint: 'No bank card yet: add one first.' } };

export const Error: Story = { args: { value: '', error: 'Please choose a bank' } };

export const LongText: Story = {
  args: {
    label: 'The bank that receives your withdrawal (it must be in your own name)',
    options: [
      { value: 'long', label: 'Rural Bank of the Municipality of San Isidro, Nueva Ecija, Savings Account' },
    ],
    value: 'long',
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { label: 'البنك', options: [{ value: 'a', label: 'البنك الأهلي' }], value: '' },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { label: '银行', options: [{ value: 'icbc', label: '中国工商银行' }], value: 'icbc' },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
