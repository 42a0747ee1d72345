import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField, TextField, type TextFieldProps } from './text-field';

/** Keeps the typed value, so the clear and show-password buttons work in Storybook. */
function ControlledField({ value, type, ...props }: TextFieldProps) {
  const [text, setText] = useState(value);
  const Field = type === 'password' ? PasswordField : TextField;
  return <Field {...props} value={text} onChange={setText} />;
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  render: (args) => <ControlledField {...args} />,
  args: {
    label: 'Username',
    value: 'player01',
    onChange: () => {},
    clearable: true,
    autoComplete: 'username',
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { value: '', placeholder: 'Enter your username', required: true } };

export const Password: Story = {
  args: { label: 'Password', type: 'password', value: 'secret-123', required: true },
};

export const DateOfBirth: Story = {
  args: {
    label: 'Date of birth',
    type: 'date',
    value: '2004-05-06',
    hint: 'You must be 18 or older to register.',
  },
};

export const Error: Story = {
  args: {
    value: 'ab',
    required: true,
    error: 'Account format is incorrect',
    hint: '6 to 16 letters or digits',
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Read-only while the form is submitted (the submit button shows the busy state). */
export const Loading: Story = { args: { readOnly: true, clearable: false } };

export const LongText: Story = {
  args: {
    label: 'The mobile number that receives the verification code for your withdrawals',
    value: '0917 555 0100 0917 555 0100 0917 555 0100',
    error:
      'Please enter a valid mobile number. The number must start with the country code of the Philippines.',
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: {
    label: 'كلمة المرور',
    type: 'password',
    value: 'secret',
    error: 'تنسيق كلمة المرور غير صحيح',
    required: true,
  },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { label: '用户名', value: '玩家01', hint: '6-16 位字母或数字', required: true },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
