import { ONLINE_SERVICE_PATH_TYPE } from '@wps-mobile/config';
import { generateServicePathKey, sealServicePath } from '@wps-mobile/session';
import { describe, expect, it } from 'vitest';
import { onlineServiceHref } from './online-service-href';

const ORIGIN = 'https://m.luckypeso.example';
const LINK = 'https://support.luckypeso.example/chat';
const key = generateServicePathKey();
const sealed = (path: string, type = ONLINE_SERVICE_PATH_TYPE, withKey = key) =>
  sealServicePath(path, type, withKey);

describe('the online customer-service link of the type-3 service path', () => {
  it('opens a sealed path with the merchant key into the link', async () => {
    expect(await onlineServiceHref(await sealed(LINK), key, ORIGIN)).toBe(LINK);
    expect(await onlineServiceHref(await sealed('http://chat.example/x'), key, ORIGIN)).toBe(
      'http://chat.example/x',
    );
  });

  it('offers nothing for a sealed path without a key, under another key, or sealed as another type', async () => {
    expect(await onlineServiceHref(await sealed(LINK), undefined, ORIGIN)).toBeUndefined();
    expect(
      await onlineServiceHref(await sealed(LINK, 3, generateServicePathKey()), key, ORIGIN),
    ).toBeUndefined();
    expect(await onlineServiceHref(await sealed(LINK, 1), key, ORIGIN)).toBeUndefined();
    expect(await onlineServiceHref('v1.not-sealed-at-all', key, ORIGIN)).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/chat',
    '/m/home',
    `${ORIGIN}/m/service`,
    'ftp://x.example/',
  ])('refuses %j once opened, as the link rules do', async (path) => {
    expect(await onlineServiceHref(await sealed(path), key, ORIGIN)).toBeUndefined();
  });

  it('takes a plain http(s) path as sent, with or without a key, and refuses a plain hostile one', async () => {
    expect(await onlineServiceHref(LINK, undefined, ORIGIN)).toBe(LINK);
    expect(await onlineServiceHref(LINK, key, ORIGIN)).toBe(LINK);
    expect(await onlineServiceHref('javascript:alert(1)', undefined, ORIGIN)).toBeUndefined();
  });
});
