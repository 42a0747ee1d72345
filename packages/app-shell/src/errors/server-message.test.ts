import { describe, expect, it } from 'vitest';
import { serverMessage } from './server-message';

const t = (key: string, values?: { minutes: number }) =>
  `label:${key}${values ? ` minutes=${values.minutes}` : ''}`;
const failure = (errorCode: string, message = 'server text') => ({ status: 400, errorCode, message });

describe('serverMessage', () => {
  it('translates the codes the label tables know', () => {
    expect(serverMessage(failure('username.exists'), t)).toBe('label:errors.usernameExists');
    expect(serverMessage(failure('invitation.code.invalid'), t)).toBe('label:errors.invalidInvitationCode');
    expect(serverMessage(failure('TOO_MANY_REQUESTS'), t)).toBe('label:errors.tooManyRequests');
  });

  it("says a refused sealed request in the user's language, not the server's English", () => {
    expect(serverMessage(failure('encryption.expired'), t)).toBe('label:errors.requestExpired');
    expect(serverMessage(failure('encryption.replayed'), t)).toBe('label:errors.requestReplayed');
  });

  it('says how many minutes the passwords are locked after too many wrong ones', () => {
    const locked = { ...failure('credential.locked'), status: 429, value: { lockedMinutes: 15 } };
    expect(serverMessage(locked, t)).toBe('label:errors.passwordsLocked minutes=15');
    expect(serverMessage({ ...locked, value: undefined }, t)).toBe('label:errors.passwordsLocked minutes=1');
  });

  it("keeps the server's message for other codes and says unknown error without one", () => {
    expect(serverMessage(failure('register.field.invalid', 'E-mail format is incorrect'), t)).toBe(
      'E-mail format is incorrect',
    );
    expect(serverMessage(failure('something.else', ''), t)).toBe('label:errors.unknown');
    expect(serverMessage(new TypeError('Failed to fetch'), t)).toBe('label:errors.unknown');
  });
});
