import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, type CheckboxProps } from './checkbox';

function ControlledCheckbox(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return <Checkbox {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  render: (args) => <ControlledCheckbox {...args} />,
  args: { label: 'Remember me', checked: true, onChange: () => {} },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Unchecked: Story = { args: { checked: false } };

/** The registration terms: the label holds a link, which stays its own target. */
export const WithLink: Story = {
  args: {
    label: (
      <>
        I am over 18 and agree to the <a href="#useragreement">user agreement</a>
      </>
    ),
  },
};

export const Error: Story = {
  args: { checked: false, label: 'I agree to the terms', error: 'Please accept the terms' },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    label:
      'I confirm that I am at least 21 years old, that I have read the user agreement and the privacy policy, and that I want to receive news about promotions by SMS and e-mail',
  },
};

export const RightToLeft: Story = { globals: { language: 'AR' }, args: { label: 'تذكرني' } };

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { label: '记住我' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
