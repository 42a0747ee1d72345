import { describe, expect, it } from 'vitest';
import { shownUrl } from './shown-url';

const ORIGIN = 'http://127.0.0.1:4599';

describe('shownUrl', () => {
  it('shortens URLs on the origin to path and query and leaves others whole', () => {
    expect(shownUrl(`${ORIGIN}/m/assets/vendor.js`, ORIGIN)).toBe('/m/assets/vendor.js');
    expect(shownUrl('https://cdn.example.com/b.webp?w=720', ORIGIN)).toBe(
      'https://cdn.example.com/b.webp?w=720',
    );
  });

  it('masks the values of token, signature and password parameters, keeping the rest of the query', () => {
    expect(
      shownUrl(
        `${ORIGIN}/wps/relay/CCSFE_getListAnnouncements?types=A&token=lDLp_nhz9Cm&groupName=m_home`,
        ORIGIN,
      ),
    ).toBe('/wps/relay/CCSFE_getListAnnouncements?types=A&token=…&groupName=m_home');
    expect(shownUrl(`${ORIGIN}/x?accessToken=abc&sign=f00&pwd=1&signup=yes`, ORIGIN)).toBe(
      '/x?accessToken=…&sign=…&pwd=…&signup=yes',
    );
  });
});
