import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../test/render-with-i18n';
import { MODAL_EXIT_MS } from '../internal/use-presence';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Notice"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        actions={<button type="button">OK</button>}
      >
        <a href="#terms">Terms</a>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, which has focus when it opens (not the close button)', async () => {
    await renderWithI18n(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Notice' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Close' })).not.toHaveFocus();
  });

  it('opens with focus in its first field when it has one', async () => {
    await renderWithI18n(
      <Dialog open title="Sign in" onClose={() => {}}>
        <label>
          Username <input />
        </label>
      </Dialog>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus());
  });

  it('moves focus into the dialog without scrolling the page', async () => {
    await renderWithI18n(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const title = screen.getByRole('heading', { name: 'Notice' });
    await waitFor(() => expect(title).toHaveFocus());
    const intoDialog = focus.mock.contexts.flatMap((element, index) =>
      element === title ? [focus.mock.calls[index]?.[0]] : [],
    );
    expect(intoDialog).toEqual([{ preventScroll: true }]);
    focus.mockRestore();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await renderWithI18n(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Notice' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener after the exit animation', async () => {
    const onClose = vi.fn();
    await renderWithI18n(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    // Still drawn while it animates out, then gone.
    expect(document.querySelector('.wps-modal--closing')).not.toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, MODAL_EXIT_MS + 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus in from a task after the one that inserts the dialog', async () => {
    await renderWithI18n(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    act(() => opener.click());
    // Drawn and named, focus still where it was: no style and layout forced inside the commit.
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Notice' })).toHaveFocus());
  });

  it('answers Escape and Tab pressed before focus has moved in, and leaves focus where Tab put it', async () => {
    // Messages that are never delivered: focus stays outside until the keys move it.
    vi.stubGlobal(
      'MessageChannel',
      class {
        port1 = { onmessage: null, close: () => undefined };
        port2 = { postMessage: () => undefined };
      },
    );
    const onClose = vi.fn();
    await renderWithI18n(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(opener).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends keys to the topmost dialog only', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    await renderWithI18n(
      <>
        <Dialog open title="Menu" onClose={outer}>
          <p>Behind</p>
        </Dialog>
        <ConfirmDialog open title="Sign out" onConfirm={() => {}} onCancel={inner} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('locks the page scroll while open', async () => {
    await renderWithI18n(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });
});

describe('ConfirmDialog', () => {
  it('is an alert dialog that starts on Cancel and answers with the callbacks', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderWithI18n(
      <ConfirmDialog open title="Sign out" message="Sure?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out' });
    expect(dialog).toHaveAccessibleDescription('Sure?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('ignores a tap on the backdrop', async () => {
    const onCancel = vi.fn();
    await renderWithI18n(<ConfirmDialog open title="Sign out" onConfirm={() => {}} onCancel={onCancel} />);
    await userEvent.click(document.querySelector('.wps-modal__backdrop') as HTMLElement);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
