import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { PasswordField, TextField } from '../text-field/text-field';
import { useForm, type FormErrors } from './use-form';

interface Login {
  username: string;
  password: string;
}

interface DemoProps {
  usernameLabel: string;
  passwordLabel: string;
  submitLabel: string;
  /** The message of each check, in the story's language. */
  messages: { username: string; password: string };
  initial?: Login;
  /** Submits once on mount: the messages of an invalid submit, or the busy state of a valid one. */
  submitOnMount?: boolean;
  /** Messages as a server would send them back, set on mount. */
  serverErrors?: FormErrors<Login>;
}

/** A small login form written with `useForm`: its handler never answers, so a valid submit stays busy. */
function DemoForm({ messages, initial, submitOnMount, serverErrors, ...labels }: DemoProps) {
  const form = useForm<Login>({
    initial: initial ?? { username: '', password: '' },
    validate: (values) => ({
      username: /^\S{2,50}$/.test(values.username.trim()) ? undefined : messages.username,
      password: values.password.length >= 6 ? undefined : messages.password,
    }),
  });
  const { ref, setErrors } = form;
  useEffect(() => {
    if (submitOnMount) ref.current?.requestSubmit();
    if (serverErrors) setErrors(serverErrors);
  }, [ref, setErrors, submitOnMount, serverErrors]);
  return (
    <form ref={ref} noValidate onSubmit={form.onSubmit(() => new Promise(() => {}))}>
      <TextField label={labels.usernameLabel} autoComplete="username" {...form.field('username')} />
      <PasswordField label={labels.passwordLabel} {...form.field('password')} />
      <Button type="submit" variant="primary" block busy={form.submitting}>
        {labels.submitLabel}
      </Button>
    </form>
  );
}

const meta = {
  title: 'Forms/useForm',
  component: DemoForm,
  args: {
    usernameLabel: 'Username',
    passwordLabel: 'Password',
    submitLabel: 'Log in',
    messages: {
      username: 'Account format is incorrect',
      password: 'Password format is incorrect',
    },
  },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** An invalid submit: every message shows and the first invalid field has the focus. */
export const InvalidSubmit: Story = {
  args: { initial: { username: 'player01', password: '123' }, submitOnMount: true },
};

/** A valid submit in flight: the button is busy and a second tap sends nothing. */
export const Submitting: Story = {
  args: { initial: { username: 'player01', password: 'secret-123' }, submitOnMount: true },
};

/** A message the server gave for one field, shown until that field is edited. */
export const ServerError: Story = {
  args: {
    initial: { username: 'player01', password: 'secret-123' },
    serverErrors: { username: 'The username is already taken' },
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  args: {
    usernameLabel: 'اسم المستخدم',
    passwordLabel: 'كلمة المرور',
    submitLabel: 'تسجيل الدخول',
    messages: { username: 'تنسيق الحساب غير صحيح', password: 'تنسيق كلمة المرور غير صحيح' },
    initial: { username: '', password: '123' },
    submitOnMount: true,
  },
};

export const NonLatinScript: Story = {
  globals: { language: 'CN' },
  args: {
    usernameLabel: '用户名',
    passwordLabel: '密码',
    submitLabel: '登录',
    messages: { username: '账号格式不正确', password: '密码格式不正确' },
    initial: { username: '', password: '123' },
    submitOnMount: true,
  },
};
