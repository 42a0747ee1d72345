import { describe, expect, it } from 'vitest';
import { createNonceBook, readSealedEnvelope, SEAL_WINDOW_MS, sealedRouteText } from './sealed-freshness';

const at = (ts: number, nonce = 'n0nce-of-sixteen-chars') => ({ ts, nonce, payload: {} });

describe('sealed-body freshness', () => {
  it('admits a nonce once and forgets it only when its time has left the window', () => {
    const book = createNonceBook();
    const t = 1_000_000_000;
    expect(book.admit(at(t), t)).toBeUndefined();
    expect(book.admit(at(t), t + 1000)).toBe('replayed');
    expect(book.admit(at(t, 'another-nonce-of-16'), t + SEAL_WINDOW_MS + 1)).toBe('stale');
    expect(
      book.admit(at(t + SEAL_WINDOW_MS, 'later-nonce-of-sixteen'), t + SEAL_WINDOW_MS + 1),
    ).toBeUndefined();
    // The first nonce is gone from memory: its own time now refuses it.
    expect(book.size).toBe(1);
    expect(book.admit(at(t), t + SEAL_WINDOW_MS + 1)).toBe('stale');
  });

  it('names a call the same with or without the /wps base and a query', () => {
    expect(sealedRouteText({ method: 'post', path: '/wps/session/login' })).toBe('POST /wps/session/login');
    expect(sealedRouteText({ method: 'POST', path: '/session/login?x=1' })).toBe('POST /wps/session/login');
  });

  it('reads only a well-formed envelope', () => {
    expect(readSealedEnvelope({ username: 'ana', password: 'x' })).toBeUndefined();
    expect(readSealedEnvelope({ ts: '1', nonce: 'n0nce-of-sixteen-chars', payload: {} })).toBeUndefined();
    expect(readSealedEnvelope(at(5))).toEqual(at(5));
  });
});
