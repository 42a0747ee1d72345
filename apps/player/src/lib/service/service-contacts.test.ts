import type { CustomerServiceEntry } from '@wps-mobile/api-client/contract';
import { describe, expect, it } from 'vitest';
import { openableContacts } from './service-contacts';

const ORIGIN = 'https://site.example';
const entry = (url: string, csPosition: number): CustomerServiceEntry =>
  ({ csType: 'LIVECHAT', csPosition, url, title: 'chat' }) as CustomerServiceEntry;

describe('openableContacts', () => {
  it('keeps http(s) contacts of other sites, in the merchant order', () => {
    const contacts = openableContacts(
      [entry('https://t.me/support', 2), entry('https://chat.example/live', 1)],
      ORIGIN,
    );
    expect(contacts.map((c) => c.href)).toEqual(['https://chat.example/live', 'https://t.me/support']);
  });

  it.each([
    'javascript:alert(1)',
    '/\\evil.com',
    '/\t/evil.com',
    '//evil.com',
    'data:text/html,x',
    '/m/home',
    '',
  ])('refuses the hostile or non-external contact %j', (url) => {
    expect(openableContacts([entry(url, 1)], ORIGIN)).toEqual([]);
  });
});
