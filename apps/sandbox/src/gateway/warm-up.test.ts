import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHarness } from '../testing/gateway-harness';
import type { GatewayHarness } from '../testing/gateway-harness';
import { warmCompressionCache } from './warm-up';

let harness: GatewayHarness;
beforeAll(async () => {
  harness = await createGatewayHarness();
});
afterAll(() => harness.close());

describe('warmCompressionCache', () => {
  it('requests every compressible build file once and skips the rest', async () => {
    const { playerDist, agentDist } = harness.builds;
    // player: index.html, 2 assets, config.json, favicon.svg; agent: index.html, 1 asset; `.env` is not text.
    expect(await warmCompressionCache(harness.gateway, { playerDist, agentDist })).toBe(7);
  });

  it('treats a missing build as nothing to warm', async () => {
    const none = path.join(harness.builds.root, 'none');
    expect(await warmCompressionCache(harness.gateway, { playerDist: none, agentDist: none })).toBe(0);
  });
});
