import { describe, expect, it } from 'vitest';
import { readLotteryLaunch } from './lottery-launch-query';

const read = (query: string) => readLotteryLaunch(new URLSearchParams(query));

describe('readLotteryLaunch', () => {
  it('defaults to the traditional lobby of the LOTT prize mode', () => {
    expect(read('')).toEqual({ vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'LOTT', playType: 'trad' });
  });

  it('reads the play type, prize mode, code and vendor', () => {
    expect(read('playType=ent&prize_mode=ELOTT&code=fast3&vendor=ELOTT')).toEqual({
      vendor: 'ELOTT',
      gameCode: 'fast3',
      prizeMode: 'ELOTT',
      playType: 'ent',
    });
  });

  it('opens the lobby of TCG_LOTTO_VN and TCG_SEA whatever the code', () => {
    expect(read('vendor=TCG_LOTTO_VN&code=vn_1')?.gameCode).toBe('lobby');
  });

  it('refuses a vendor that is not a lottery vendor', () => {
    expect(read('vendor=JL')).toBeUndefined();
  });
});
