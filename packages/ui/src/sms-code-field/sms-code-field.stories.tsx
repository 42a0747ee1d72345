import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmsCodeField, type SmsCodeFieldProps, type SmsSendResult } from './sms-code-field';

function ControlledSmsCode(props: SmsCodeFieldProps) {
  const [value, setValue] = useState(props.value);
  return <SmsCodeField {...props} value={value} onChange={setValue} />;
}

/** A send that succeeds after half a second, as a slow network would. */
const sendSlowly = () =>
  new Promise<SmsSendResult>((resolve) => setTimeout(() => resolve({ sent: true, seconds: 60 }), 500));

const meta = {
  title: 'Forms/SmsCodeField',
  component: SmsCodeField,
  render: (args) => <ControlledSmsCode {...args} />,
  args: {
    label: 'SMS verification code',
    value: '',
    onChange: () => {},
    onRequestCode: sendSlowly,
    required: true,
  },
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap "Get verification code": the input opens and the button counts down. */
export const Default: Story = {};

/** The send never finishes: the button stays in its busy state. */
export const Loading: Story = { args: { onRequestCode: () => new Promise<SmsSendResult>(() => {}) } };

/** The mobile number was invalid, so nothing was sent and the input stays closed. */
export const Error: Story = {
  args: { onRequestCode: async () => ({ sent: false }), error: 'Please enter a valid mobile number' },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    label: 'The six-digit code we sent by SMS to the mobile number above',
    hint: 'The code expires after one minute; ask for a new one if it does not arrive.',
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { label: 'رمز التحقق عبر الرسائل القصيرة' },
};

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { label: '短信验证码' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
