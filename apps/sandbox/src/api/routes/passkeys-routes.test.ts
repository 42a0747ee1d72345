import { WPS_CALLS, loginResponseSchema } from '@wps-mobile/api-client/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { softAuthenticator, type SoftAuthenticator } from '../../testing/soft-authenticator';
import { callWps, loginToken } from '../../testing/wps-client';
import { PASSKEY_CHALLENGE_TTL_MS } from '../passkeys/relying-party';

let h: ApiHarness;
beforeEach(async () => {
  h = await createApiHarness();
});
afterEach(() => h.db.close());

type Options = { challenge: string; [key: string]: unknown };

async function addPasskey(token: string, key: SoftAuthenticator, name = 'Phone') {
  const options = await callWps(h.api, WPS_CALLS.passkeyRegistrationOptions, {}, { token });
  const credential = key.register(options.body.value as Options);
  return callWps(h.api, WPS_CALLS.passkeyRegistration, { name, credential }, { token });
}

async function signInWith(key: SoftAuthenticator) {
  const options = await callWps(h.api, WPS_CALLS.passkeyLoginOptions);
  return callWps(h.api, WPS_CALLS.passkeyLogin, { credential: key.signIn(options.body.value as Options) });
}

describe('passkeys', () => {
  it('adds a key for the member, lists it, and signs in with it into a working session', async () => {
    const token = await loginToken(h.api);
    const key = softAuthenticator();
    const added = await addPasskey(token, key, 'My phone');
    expect(added.body).toMatchObject({ success: true, value: { name: 'My phone' } });
    const list = await callWps(h.api, WPS_CALLS.passkeyList, {}, { token });
    expect(list.body.value).toEqual([
      { id: added.body.value.id, name: 'My phone', createdAt: expect.any(Number) },
    ]);

    const login = await signInWith(key);
    const session = loginResponseSchema.parse(login.body.value);
    expect(session).toMatchObject({ userName: 'player01', customerType: 0, merchantCode: 'demo' });
    const info = await callWps(h.api, WPS_CALLS.memberInfo, {}, { token: session.token });
    expect(info.body).toMatchObject({ success: true, value: { account: 'player01' } });
    // Like a password login, the new session ends the older one.
    const old = await callWps(h.api, WPS_CALLS.passkeyList, {}, { token });
    expect(old.body.errorCode).toBe('duplicateLogin');
    const used = await callWps(h.api, WPS_CALLS.passkeyList, {}, { token: session.token });
    expect(used.body.value[0]).toMatchObject({ lastUsedAt: expect.any(Number) });
  });

  it('refuses a removed key with passkey.unknown, and keeps the other keys', async () => {
    const token = await loginToken(h.api);
    const [kept, removed] = [softAuthenticator(), softAuthenticator()];
    await addPasskey(token, kept, 'Tablet');
    const gone = await addPasskey(token, removed, 'Old phone');
    const removal = await callWps(h.api, WPS_CALLS.passkeyRemove, { id: gone.body.value.id }, { token });
    expect(removal.body).toEqual({ success: true, value: true });
    const list = await callWps(h.api, WPS_CALLS.passkeyList, {}, { token });
    expect(list.body.value.map((k: { name: string }) => k.name)).toEqual(['Tablet']);

    const refused = await signInWith(removed);
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'passkey.unknown']);
    expect((await signInWith(kept)).body.success).toBe(true);
  });

  it("removes only the member's own keys", async () => {
    const mine = await addPasskey(await loginToken(h.api), softAuthenticator());
    const other = await loginToken(h.api, 'player02', 'Player123');
    const attempt = await callWps(
      h.api,
      WPS_CALLS.passkeyRemove,
      { id: mine.body.value.id },
      { token: other },
    );
    expect(attempt.body.errorCode).toBe('record.not.found');
  });

  it('takes each challenge once and only within its lifetime', async () => {
    const token = await loginToken(h.api);
    const key = softAuthenticator();
    await addPasskey(token, key);
    const options = await callWps(h.api, WPS_CALLS.passkeyLoginOptions);
    const answer = key.signIn(options.body.value as Options);
    expect((await callWps(h.api, WPS_CALLS.passkeyLogin, { credential: answer })).body.success).toBe(true);
    const replay = await callWps(h.api, WPS_CALLS.passkeyLogin, { credential: answer });
    expect(replay.body.errorCode).toBe('passkey.challenge.expired');

    const late = await callWps(h.api, WPS_CALLS.passkeyLoginOptions);
    h.advance(PASSKEY_CHALLENGE_TTL_MS + 1000);
    const expired = await callWps(h.api, WPS_CALLS.passkeyLogin, {
      credential: key.signIn(late.body.value as Options),
    });
    expect(expired.body.errorCode).toBe('passkey.challenge.expired');
  });

  it('refuses an answer signed for another site or by another key', async () => {
    const token = await loginToken(h.api);
    const elsewhere = softAuthenticator({ rpId: 'evil.example', origin: 'https://evil.example' });
    const refused = await addPasskey(token, elsewhere);
    expect(refused.body.errorCode).toBe('passkey.rejected');
    expect((await callWps(h.api, WPS_CALLS.passkeyList, {}, { token })).body.value).toEqual([]);
  });

  it('asks for user verification in the options the browser gets', async () => {
    const token = await loginToken(h.api);
    const registration = await callWps(h.api, WPS_CALLS.passkeyRegistrationOptions, {}, { token });
    expect(registration.body.value).toMatchObject({
      rp: { id: 'localhost', name: expect.any(String) },
      user: { name: 'player01' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const login = await callWps(h.api, WPS_CALLS.passkeyLoginOptions);
    expect(login.body.value).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
  });
});
