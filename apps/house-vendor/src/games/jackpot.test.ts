import { describe, expect, it } from 'vitest';
import { gameView } from '../vendor/views';
import { HOUSE_GAMES } from './catalogue';
import { carriesJackpot, JACKPOT_CONTRIBUTION_PERCENT, withJackpotContribution } from './jackpot';
import { SLOT_CONFIGS } from './slot/configs';
import { theoreticalRtp } from './slot/rtp';
import { findStudioSlot } from './slotStudio/slots/index';

/** A percent as whole ten-thousandths, read from its decimal string (never summed as floats). */
const units = (percent: string) => {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
};

describe('the jackpot in the stated RTP', () => {
  it('adds the contribution exactly, in the decimals of the figure', () => {
    expect(withJackpotContribution('95.1728')).toBe('96.1728');
    expect(withJackpotContribution('95.173')).toBe('96.173');
    expect(withJackpotContribution('99.9999')).toBe('100.9999');
    expect(JACKPOT_CONTRIBUTION_PERCENT).toBe('1.0000');
  });

  it.each(HOUSE_GAMES.map((game) => [game.code, game] as const))(
    '%s states its own return, plus the contribution when it feeds the pool',
    (_, game) => {
      const view = gameView(game);
      const own =
        game.engine === 'studio'
          ? findStudioSlot(game.studio!)!.declaredRtp
          : game.engine === 'slot'
            ? theoreticalRtp(SLOT_CONFIGS[game.slotConfig!]!).percent.toFixed(3)
            : view.rtp;
      expect(carriesJackpot(game)).toBe(game.category === 'Slots');
      expect(units(view.rtp) - units(own)).toBe(
        carriesJackpot(game) ? units(JACKPOT_CONTRIBUTION_PERCENT) : 0,
      );
      if (view.studio) {
        const { rtp, base, freeSpins, pick, holdAndWin, jackpot } = view.studio;
        expect(rtp).toBe(view.rtp);
        // the parts are each rounded to four decimals: their sum may be off by a unit or two
        expect(
          Math.abs(
            units(rtp) - [base, freeSpins, pick, holdAndWin, jackpot].map(units).reduce((a, b) => a + b),
          ),
        ).toBeLessThanOrEqual(2);
      }
    },
  );
});
