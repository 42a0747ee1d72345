import type { RememberOptions } from './remembered-login';

/**
 * After a password change: re-encrypts the new password for every login method that had one remembered. The
 * remembered-login code (and its IndexedDB key store) loads here, on use: the apps' first screens never need it.
 */
export async function replaceRememberedPassword(
  password: string,
  options: RememberOptions = {},
): Promise<void> {
  const remembered = await import('./remembered-login');
  await remembered.replaceRememberedPassword(password, options);
}
