import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness } from '../../testing/api-harness';
import type { ApiHarness } from '../../testing/api-harness';
import { callWps, loginToken } from '../../testing/wps-client';
import { imageSubtypeOf } from '../images/image-signature';

let h: ApiHarness;
let token: string;
beforeAll(async () => {
  h = await createApiHarness();
  token = await loginToken(h.api, 'player01', 'Player123');
});
afterAll(() => h.db.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const sendFeedback = (images: string[]) =>
  callWps(
    h.api,
    WPS_CALLS.feedback,
    { type: 'SUGGESTION', content: 'the deposit page froze twice today', images },
    { token },
  );

describe('feedback images', () => {
  it('are taken when their bytes are the png or jpg their data URL names', async () => {
    const sent = await sendFeedback([dataUrl('png', PNG), dataUrl('jpeg', JPEG)]);
    expect(sent.body.success).toBe(true);
  });

  it('are refused when the bytes are something else under an image prefix', async () => {
    for (const image of [
      dataUrl('png', Buffer.from('<html><script>alert(1)</script></html>')),
      dataUrl('jpeg', PNG),
      dataUrl('png', Buffer.from('GIF89a\x01\x00\x01\x00')),
      'data:image/png;base64,iVBORw0KGgo=<svg/>',
    ]) {
      const refused = await sendFeedback([image]);
      expect([refused.status, refused.body.errorCode]).toEqual([400, 'parameter.format.invalid']);
    }
  });
});

describe('image magic numbers', () => {
  it('tell png, jpeg, gif and webp apart, and nothing else', () => {
    expect(imageSubtypeOf(PNG)).toBe('png');
    expect(imageSubtypeOf(JPEG)).toBe('jpeg');
    expect(imageSubtypeOf(Buffer.from('GIF87a...'))).toBe('gif');
    expect(imageSubtypeOf(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
    expect(imageSubtypeOf(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeUndefined();
    expect(imageSubtypeOf(Buffer.from('\x89PNG'))).toBeUndefined();
  });
});
