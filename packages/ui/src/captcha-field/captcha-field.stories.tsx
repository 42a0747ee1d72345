import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CaptchaField, type CaptchaFieldProps } from './captcha-field';

// An inline picture keeps Storybook offline; the real one is the base64 image of GET /wps/captcha.
const CAPTCHA =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="36"><rect width="96" height="36" fill="#eef1f6"/>' +
      '<path d="M4 28 L92 8" stroke="#b9c2d0"/><text x="12" y="25" font-family="monospace" font-size="18" ' +
      'font-weight="700" fill="#243b6b">7 + 5 =</text></svg>',
  );

function ControlledCaptcha(props: CaptchaFieldProps) {
  const [value, setValue] = useState(props.value);
  return <CaptchaField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  render: (args) => <ControlledCaptcha {...args} />,
  args: {
    label: 'Verification code',
    value: '',
    onChange: fn(),
    onRefresh: fn(),
    imageSrc: CAPTCHA,
    required: true,
  },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The picture is still loading. */
export const Loading: Story = { args: { imageSrc: undefined } };

export const Filled: Story = { args: { value: '12' } };

export const Error: Story = { args: { error: 'Enter code' } };

export const LongText: Story = {
  args: {
    label: 'Enter the result of the calculation shown in the picture to prove you are not a robot',
    error: 'The verification code is wrong or has expired. Tap the arrow for a new picture and try again.',
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: { label: 'رمز التحقق', error: 'أدخل الرمز' },
};

export const NonLatinScript: Story = { globals: { language: 'CN' }, args: { label: '验证码' } };

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
