import { describe, expect, it } from 'vitest';
import { gameView } from '../vendor/views';
import { HOUSE_GAMES } from './catalogue';
import { edgeOf, gameSheet } from './sheets';
import { MEASURED } from './slotStudio/measured';
import { volatilityOf } from './slotStudio/parSheet';
import { STUDIO_SLOTS } from './slotStudio/slots/index';

describe("the games' published maths", () => {
  it('a house edge is 100 less the return, exactly', () => {
    expect(edgeOf('96.1728')).toBe('3.8272');
    expect(edgeOf('98.942')).toBe('1.058');
  });

  it('every game states the return its page states; a studio slot its PAR sheet, a table its bets', () => {
    for (const game of HOUSE_GAMES) {
      const sheet = gameSheet(game);
      expect(sheet.rtp).toBe(gameView(game).rtp);
      if (game.engine === 'studio') {
        const par = sheet.par!;
        expect(par.rtp.total).toBe(sheet.rtp);
        expect(par.reels.flat().every((name) => par.symbols.some((symbol) => symbol.name === name))).toBe(
          true,
        );
        expect(par.featureFrequency).toBeGreaterThanOrEqual(0);
        expect(par.featureFrequency).toBeLessThan(0.2);
      } else expect(sheet.par).toBeNull();
      if (game.category === 'Table Games') expect(sheet.bets.length).toBeGreaterThan(0);
    }
    const baccarat = gameSheet(HOUSE_GAMES.find((game) => game.engine === 'baccarat')!);
    expect(baccarat.bets.find((bet) => bet.bet === 'tie')).toMatchObject({ rtp: '85.640', maxBet: '100.00' });
  });

  it.each(STUDIO_SLOTS.filter((slot) => MEASURED[slot.id]).map((slot) => [slot.id, slot] as const))(
    "%s's declared volatility is the band of its measured standard deviation",
    (_, slot) => {
      expect(volatilityOf(MEASURED[slot.id]!.standardDeviation)).toBe(slot.volatility);
    },
  );
});
