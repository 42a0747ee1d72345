import type { WinnerEntry } from '@wps-mobile/api-client/contract';
import { parseRuntimeConfig } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { gameOpening } from './game-targets';
import { sortWinners, winnerGame, winnerRows } from './winner-games';

const vo = (overrides: Partial<WinnerEntry['vo']>): WinnerEntry['vo'] => ({
  iconUrl: '',
  customerName: 'pl***01',
  gameName: 'Super Ace',
  winAmount: 10,
  nodeId: '10100',
  vassalage: 'JL',
  gameType: 'RNG',
  gameId: 'jl_rng_1',
  ...overrides,
});

describe('winners', () => {
  it('sorts by win amount, highest first', () => {
    const entries = [5, 50, 20].map((winAmount) => ({ vo: vo({ winAmount }) }));
    expect(sortWinners(entries).map((entry) => entry.vo.winAmount)).toEqual([50, 20, 5]);
  });

  it('opens an ordinary win through the game launch and a lottery win through the lottery launch', () => {
    expect(gameOpening(winnerGame(vo({})))).toEqual({
      kind: 'launch',
      target: { category: 'RNG', vendor: 'JL', nodeId: '10100', gameId: 'jl_rng_1' },
    });
    expect(gameOpening(winnerGame(vo({ gameType: 'LOTT', vassalage: 'LOTT', gameId: 'lott_1' }))).kind).toBe(
      'route',
    );
  });

  it("offers each row's icon at the image CDN's widths when the merchant names its resizing convention", () => {
    const config = {
      merchantCode: 'demo',
      trialMerchantCode: 'demo_trial',
      imageCDNs: [],
      defaultImageCDN: 'https://img.example',
      brandName: 'Demo',
    };
    const money = (amount: number) => `P${amount}`;
    const entries = [
      { vo: vo({ iconUrl: '/wps/img/game/10100.svg', winAmount: 12 }) },
      { vo: vo({ nodeId: '7' }) },
    ];
    const resizing = { template: '/wps/img-resized/{width}/{format}{path}', widths: [160, 320] };
    const [resized, noIcon] = winnerRows(
      entries,
      money,
      parseRuntimeConfig({ ...config, imageResizing: resizing }),
    );
    expect(resized).toMatchObject({
      id: '0-10100',
      amount: 'P12',
      iconSrc: '/wps/img/game/10100.svg',
      iconSizes: '40px',
    });
    expect(resized?.iconSrcSet).toBe(
      '/wps/img-resized/160/webp/wps/img/game/10100.svg 160w, /wps/img-resized/320/webp/wps/img/game/10100.svg 320w',
    );
    expect(noIcon).toEqual({ id: '1-7', customerName: 'pl***01', gameName: 'Super Ace', amount: 'P10' });
    const [plain] = winnerRows(entries, money, parseRuntimeConfig(config));
    expect([plain?.iconSrc, plain?.iconSrcSet]).toEqual(['/wps/img/game/10100.svg', undefined]);
  });
});
