import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { Spinner } from '../loading/spinner';
import { NoData } from '../no-data/no-data';
import { Dialog, type DialogProps } from './dialog';

/** Keeps the dialog's open state, so closing it in Storybook works and a button opens it again. */
function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: 'Please use Safari',
    children: <p>Please use Safari for download App.</p>,
    actions: <Button onClick={fn()}>OK</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  args: { title: 'Customer service', children: <Spinner label="Loading…" showLabel />, actions: undefined },
};

export const Empty: Story = { args: { title: 'Messages', children: <NoData />, actions: undefined } };

export const Error: Story = {
  args: {
    title: 'Unknown error',
    children: <p>The requested url is empty. please check your request format.</p>,
  },
};

export const LongText: Story = {
  args: {
    title: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    children: (
      <p>
        {'Some functions are only open to real accounts. Please log in with an actual account to use this function, or contact customer service if you believe this is a mistake. '.repeat(
          4,
        )}
      </p>
    ),
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: {
    title: 'يُرجى استخدام Safari',
    children: <p>يُرجى استخدام Safari لتنزيل التطبيق.</p>,
    actions: <Button onClick={fn()}>حسنًا</Button>,
  },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: {
    title: '请使用 Safari',
    children: <p>请使用 Safari 下载应用。</p>,
    actions: <Button onClick={fn()}>确定</Button>,
  },
};

/** The same in the dark theme (the toolbar's Theme switches any story). */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkRightToLeft: Story = { ...Default, globals: { theme: 'dark', language: 'AR' } };
