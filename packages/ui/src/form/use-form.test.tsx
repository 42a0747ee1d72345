import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { Button } from '../button/button';
import { PasswordField, TextField } from '../text-field/text-field';
import { useForm, type Form } from './use-form';

interface Values {
  username: string;
  password: string;
}

const validate = (values: Values) => ({
  username: values.username.trim() ? undefined : 'Enter a username',
  password: values.password.length >= 6 ? undefined : 'At least 6 characters',
});

let current: Form<Values> | undefined;

/** The fields are drawn password first when `passwordFirst`, to check the focus follows the page's order. */
function Demo({
  handler,
  passwordFirst = false,
  validateOn,
}: {
  handler: (values: Values) => unknown;
  passwordFirst?: boolean;
  validateOn?: 'change';
}) {
  const form = useForm<Values>({ initial: { username: '', password: '' }, validate, validateOn });
  current = form;
  const username = <TextField key="u" label="Username" {...form.field('username')} />;
  const password = <PasswordField key="p" label="Password" {...form.field('password')} />;
  return (
    <form ref={form.ref} noValidate onSubmit={form.onSubmit(handler)}>
      {passwordFirst ? [password, username] : [username, password]}
      <Button type="submit" busy={form.submitting}>
        Send
      </Button>
    </form>
  );
}

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('useForm', () => {
  it('shows every message on an invalid submit, focuses the first invalid field and sends nothing', async () => {
    const handler = vi.fn();
    await renderWithI18n(<Demo handler={handler} />);
    await userEvent.type(input(/password/i), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter a username')).toBeInTheDocument();
    expect(screen.getByText('At least 6 characters')).toBeInTheDocument();
    expect(input(/username/i)).toHaveFocus();
    expect(input(/username/i)).toHaveAttribute('aria-invalid', 'true');
    expect(handler).not.toHaveBeenCalled();
    // Nothing typed is lost, and the message follows the typing from now on.
    expect(input(/password/i)).toHaveValue('123');
    await userEvent.type(input(/password/i), '456');
    expect(screen.queryByText('At least 6 characters')).not.toBeInTheDocument();
  });

  it('focuses the first invalid field in the order of the page, not of the checks', async () => {
    await renderWithI18n(<Demo handler={vi.fn()} passwordFirst />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(input(/password/i)).toHaveFocus();
  });

  it('calls the handler with the values when they pass', async () => {
    const handler = vi.fn();
    await renderWithI18n(<Demo handler={handler} />);
    await userEvent.type(input(/username/i), 'player01');
    await userEvent.type(input(/password/i), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(handler).toHaveBeenCalledWith({ username: 'player01', password: 'secret-1' });
  });

  it('keeps what was typed when the handler fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithI18n(<Demo handler={() => Promise.reject(new Error('offline'))} />);
    await userEvent.type(input(/username/i), 'player01');
    await userEvent.type(input(/password/i), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(input(/username/i)).toHaveValue('player01');
    expect(input(/password/i)).toHaveValue('secret-1');
    expect(current?.submitting).toBe(false);
    error.mockRestore();
  });

  it('sends once for two taps while the first submit is pending, and again once it is done', async () => {
    let answer: () => void = () => {};
    const handler = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    await renderWithI18n(<Demo handler={handler} />);
    await userEvent.type(input(/username/i), 'player01');
    await userEvent.type(input(/password/i), 'secret-1');
    const form = input(/username/i).closest('form') as HTMLFormElement;
    // Two submits in the same frame, before React renders the busy button.
    form.requestSubmit();
    form.requestSubmit();
    expect(handler).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(current?.submitting).toBe(true));
    answer();
    await waitFor(() => expect(current?.submitting).toBe(false));
    form.requestSubmit();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("shows the server's messages, focuses the first, and drops one when its field is edited", async () => {
    await renderWithI18n(
      <Demo handler={() => current?.setErrors({ password: 'Wrong password', username: 'Unknown user' })} />,
    );
    await userEvent.type(input(/username/i), 'player01');
    await userEvent.type(input(/password/i), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Unknown user')).toBeInTheDocument();
    expect(screen.getByText('Wrong password')).toBeInTheDocument();
    expect(input(/username/i)).toHaveFocus();
    await userEvent.type(input(/username/i), 'x');
    expect(screen.queryByText('Unknown user')).not.toBeInTheDocument();
    expect(screen.getByText('Wrong password')).toBeInTheDocument();
  });

  it("shows only the edited fields' messages before a submit with validateOn 'change'", async () => {
    await renderWithI18n(<Demo handler={vi.fn()} validateOn="change" />);
    await userEvent.type(input(/password/i), '123');
    expect(screen.getByText('At least 6 characters')).toBeInTheDocument();
    expect(screen.queryByText('Enter a username')).not.toBeInTheDocument();
    await userEvent.type(input(/password/i), '456');
    expect(screen.queryByText('At least 6 characters')).not.toBeInTheDocument();
  });

  it('shows nothing while typing before the first submit by default', async () => {
    await renderWithI18n(<Demo handler={vi.fn()} />);
    await userEvent.type(input(/password/i), '123');
    expect(screen.queryByText('At least 6 characters')).not.toBeInTheDocument();
  });

  it('resets to the initial values with no message after a success', async () => {
    await renderWithI18n(<Demo handler={() => current?.reset()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(input(/username/i), 'player01');
    await userEvent.type(input(/password/i), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(input(/username/i)).toHaveValue(''));
    expect(input(/password/i)).toHaveValue('');
    // Editing after a reset shows nothing until the next submit.
    await userEvent.type(input(/password/i), '1');
    expect(screen.queryByText('At least 6 characters')).not.toBeInTheDocument();
  });

  it('shows and focuses one field before any submit with check, and leaves values set from code unchecked', async () => {
    await renderWithI18n(<Demo handler={vi.fn()} />);
    let message: string | undefined;
    act(() => {
      message = current?.check('username');
    });
    expect(message).toBe('Enter a username');
    expect(screen.getByText('Enter a username')).toBeInTheDocument();
    expect(input(/username/i)).toHaveFocus();
    act(() => current?.setValue('password', ''));
    expect(screen.queryByText('At least 6 characters')).not.toBeInTheDocument();
  });

  it('revalidates the named fields without moving the focus, and leaves the others unshown', async () => {
    await renderWithI18n(<Demo handler={vi.fn()} />);
    await userEvent.type(input(/password/i), 'abc');
    await userEvent.click(document.body);
    expect(screen.queryByText('At least 6 characters')).not.toBeInTheDocument();
    act(() => current?.revalidate(['password']));
    expect(screen.getByText('At least 6 characters')).toBeInTheDocument();
    expect(screen.queryByText('Enter a username')).not.toBeInTheDocument();
    expect(input(/password/i)).not.toHaveFocus();
  });
});
