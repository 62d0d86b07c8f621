import { describe, expect, it } from 'vitest';
import { FairRng, SimulationRng } from '../../fairness/rng';
import { baccaratPayout, bankerDraws, coup, isValidBaccaratBet, playBaccarat } from './engine';
import { BACCARAT_RTP, baccaratOdds, baccaratRtp } from './rtp';

describe('punto banco', () => {
  it('has the published eight-deck odds and returns, by full enumeration of the draws', () => {
    const odds = baccaratOdds();
    expect(odds.player + odds.banker + odds.tie).toBe(odds.total);
    // Wizard of Odds, eight decks: banker 0.458597, player 0.446247, tie 0.095156
    expect(odds.banker / odds.total).toBeCloseTo(0.458597, 6);
    expect(odds.player / odds.total).toBeCloseTo(0.446247, 6);
    expect(odds.tie / odds.total).toBeCloseTo(0.095156, 6);
    const rtp = baccaratRtp();
    expect(rtp.banker * 100).toBeCloseTo(98.942, 3);
    expect(rtp.player * 100).toBeCloseTo(98.765, 3);
    expect(rtp.tie * 100).toBeCloseTo(85.64, 3);
    // the figures the session and the rules panel state are the enumeration's, rounded
    for (const side of ['banker', 'player', 'tie'] as const) {
      expect(BACCARAT_RTP[side]).toBe((rtp[side] * 100).toFixed(3));
    }
  });

  it('draws third cards by the tableau', () => {
    // player 5 draws; banker 3 draws unless the player's third card is an 8
    expect(coup([2, 1, 3, 2, 8, 0])).toMatchObject({ playerCards: 3, bankerCards: 2, player: 3, banker: 3 });
    expect(coup([2, 1, 3, 2, 7, 4])).toMatchObject({ playerCards: 3, bankerCards: 3, player: 2, banker: 7 });
    // a natural stops the coup; a player standing on 6 leaves the banker drawing on 5 or less
    expect(coup([4, 5, 4, 0, 9, 9])).toMatchObject({ playerCards: 2, bankerCards: 2, player: 8 });
    expect(coup([3, 2, 3, 3, 9, 1])).toMatchObject({ playerCards: 2, bankerCards: 3, player: 6, banker: 4 });
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
  });

  it('pays the banker less 5%, the tie 8:1, and returns player and banker bets on a tie', () => {
    expect(baccaratPayout({ side: 'banker', amountCents: 1000 }, 'banker')).toBe(1950);
    expect(baccaratPayout({ side: 'player', amountCents: 1000 }, 'player')).toBe(2000);
    expect(baccaratPayout({ side: 'tie', amountCents: 1000 }, 'tie')).toBe(9000);
    expect(baccaratPayout({ side: 'banker', amountCents: 1000 }, 'tie')).toBe(1000);
    expect(baccaratPayout({ side: 'tie', amountCents: 1000 }, 'player')).toBe(0);
    expect(isValidBaccaratBet({ side: 'banker', amountCents: 110 })).toBe(false);
  });

  it('deals a coup from the fair chain that replays the same, within its returns over many rounds', () => {
    const bets = [{ side: 'banker' as const, amountCents: 100 }];
    const seed = 'b'.repeat(64);
    expect(playBaccarat(new FairRng(seed, 'c', 3), bets)).toEqual(
      playBaccarat(new FairRng(seed, 'c', 3), bets),
    );
    const rng = new SimulationRng(29);
    let staked = 0;
    let paid = 0;
    for (let round = 0; round < 5_000; round += 1) {
      const outcome = playBaccarat(rng, [{ side: 'player', amountCents: 100 }]);
      staked += outcome.betCents;
      paid += outcome.payoutCents;
    }
    // 98.77% with a standard deviation of about 1.35% over 5 000 rounds
    expect(paid / staked).toBeGreaterThan(0.94);
    expect(paid / staked).toBeLessThan(1.035);
  });
});
