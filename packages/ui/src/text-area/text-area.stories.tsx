import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea, type TextAreaProps } from './text-area';

/** Keeps the typed text, so the field can be tried in Storybook. */
function ControlledArea({ value, ...props }: TextAreaProps) {
  const [text, setText] = useState(value);
  return <TextArea {...props} value={text} onChange={setText} />;
}

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  render: (args) => <ControlledArea {...args} />,
  args: {
    label: 'Your feedback',
    value: 'The deposit page took a long time to open this morning.',
    onChange: () => {},
    hint: 'Between 5 and 200 words',
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { value: '', placeholder: 'Tell us what happened', required: true } };

export const Error: Story = {
  args: { value: 'Too short', required: true, error: 'Content must be between 5 and 200 words' },
};

export const Disabled: Story = { args: { disabled: true } };

/** Read-only while the form is sent (the submit button shows the busy state). */
export const Loading: Story = { args: { readOnly: true } };

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: {
    label: 'ملاحظاتك',
    value: 'استغرقت صفحة الإيداع وقتاً طويلاً للفتح هذا الصباح.',
    hint: 'بين 5 و 200 كلمة',
  },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: { label: '您的反馈', value: '今天早上存款页面打开很慢。', hint: '5 到 200 个词' },
};

/** Light and dark, left to right and right to left, side by side (the toolbar's Theme: All modes). */
export const AllModes: Story = { ...Default, globals: { theme: 'all' } };
