import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_MESSAGES_PATH } from '@wps-mobile/config';
import { NO_INTERNET, SERVICE_OUTAGE, showBootMessage } from './boot-message';

const MESSAGES = {
  EN: ['No Internet', 'The service is temporarily unavailable.'],
  AR: ['لا يوجد اتصال بالإنترنت', 'الخدمة غير متاحة مؤقتًا.'],
};

function shell(): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><div class="boot-shell" role="status" aria-label="Loading"><svg></svg></div></div>';
  return document.querySelector('.boot-shell') as HTMLElement;
}

const messagesFile = vi.fn(async (input: RequestInfo | URL) =>
  String(input) === BOOT_MESSAGES_PATH ? Response.json(MESSAGES) : new Response('', { status: 404 }),
);

describe('the loading shell says why the app is slow to come', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    messagesFile.mockClear();
  });

  it("says there is no connection in the reader's language", async () => {
    const loading = shell();
    showBootMessage(NO_INTERNET, 'AR', messagesFile);
    await vi.waitFor(() => expect(loading.querySelector('p')?.textContent).toBe('لا يوجد اتصال بالإنترنت'));
    // Inside the shell's status region, so a screen reader hears it.
    expect(loading.getAttribute('role')).toBe('status');
  });

  it('says the service is down, in English for a language the file does not have', async () => {
    const loading = shell();
    showBootMessage(SERVICE_OUTAGE, 'XX', messagesFile);
    await vi.waitFor(() =>
      expect(loading.querySelector('p')?.textContent).toBe('The service is temporarily unavailable.'),
    );
  });

  it('says it once, however many times it is asked', async () => {
    const loading = shell();
    showBootMessage(NO_INTERNET, 'EN', messagesFile);
    showBootMessage(SERVICE_OUTAGE, 'EN', messagesFile);
    await vi.waitFor(() => expect(loading.querySelectorAll('p')).toHaveLength(1));
    expect(loading.textContent).toBe('No Internet');
    expect(messagesFile).toHaveBeenCalledTimes(1);
  });

  it("says it at once from the shell's own lines in the default language, and from the file in another", async () => {
    const loading = shell();
    loading.dataset.line0 = 'No Internet';
    loading.dataset.line1 = 'The service is temporarily unavailable.';
    showBootMessage(SERVICE_OUTAGE, 'EN', messagesFile);
    expect(loading.querySelector('p')?.textContent).toBe('The service is temporarily unavailable.');
    expect(messagesFile).not.toHaveBeenCalled();

    const another = shell();
    another.dataset.line0 = 'No Internet';
    showBootMessage(NO_INTERNET, 'AR', messagesFile);
    expect(another.querySelector('p')).toBeNull();
    await vi.waitFor(() => expect(another.querySelector('p')?.textContent).toBe('لا يوجد اتصال بالإنترنت'));
  });

  it('does nothing once the app has replaced the shell, and nothing goes wrong without the file', async () => {
    document.body.innerHTML = '<div id="root"><header>Home</header></div>';
    showBootMessage(NO_INTERNET, 'EN', messagesFile);
    expect(messagesFile).not.toHaveBeenCalled();

    const loading = shell();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    showBootMessage(NO_INTERNET, 'EN', async () => {
      throw new TypeError('Failed to fetch');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(loading.querySelector('p')).toBeNull();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
