import { describe, expect, it } from 'vitest';
import { WPS_CALLS } from './calls';
import type { WpsCall } from './define-call';
import { WPS_PATHS } from './paths';

const calls = Object.entries(WPS_CALLS);

describe('WPS_CALLS', () => {
  it('uses every path of WPS_PATHS and no path outside it', () => {
    const known = new Set<string>(Object.values(WPS_PATHS));
    const used = new Set(calls.map(([, call]) => call.path));
    expect([...known].filter((path) => !used.has(path))).toEqual([]);
    expect([...used].filter((path) => !known.has(path))).toEqual([]);
  });

  it('names each call by its key and never defines one method and path twice', () => {
    for (const [key, call] of calls) expect(call.name).toBe(key);
    const routes = calls.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('uses the relay style for every path the spec does not name', () => {
    for (const path of Object.values(WPS_PATHS)) {
      expect(path).toMatch(
        /^\/wps\/(relay\/(MCSFE|CCSFE|GCSGAME|PCSFE|SCSFE|ACSFE)_[a-zA-Z]+|[a-zA-Z0-9/]+)$/,
      );
    }
  });

  it('seals every call that carries a password, and only those', () => {
    const fields = (call: WpsCall) => Object.keys((call.request as { shape?: object }).shape ?? {});
    const withPassword = calls.filter(([, call]) => fields(call).some((field) => /password/i.test(field)));
    const encrypted = calls.filter(([, call]) => call.input === 'encrypted');
    expect(encrypted.map(([name]) => name).sort()).toEqual(withPassword.map(([name]) => name).sort());
    expect(encrypted.map(([name]) => name).sort()).toEqual([
      'addBankCard',
      'changePassword',
      'createDownline',
      'login',
      'register',
      'registerMobile',
      'resetPaymentPassword',
      'setPasswordByPhone',
      'setPaymentPassword',
      'transferDownline',
      'transferMultipleDownline',
      'transferToUpline',
      'withdraw',
    ]);
  });

  it('puts GET and DELETE input in the query', () => {
    for (const [, call] of calls) {
      if (call.method === 'GET' || call.method === 'DELETE') expect(call.input).toBe('query');
    }
  });
});
