import { describe, expect, it } from 'vitest';
import { countedRouletteStake } from './hedges.js';

const bet = (kind: string, amount: string, more: { numbers?: number[]; index?: number } = {}) => ({
  kind,
  amount,
  ...more,
});

describe('a roulette round counts its net exposure toward wagering', () => {
  it('opposite even-money stakes count only what is not matched', () => {
    expect(countedRouletteStake('20.00', [bet('red', '10.00'), bet('black', '10.00')])).toBe('0.00');
    expect(countedRouletteStake('14.00', [bet('red', '10.00'), bet('black', '4.00')])).toBe('6.00');
    expect(countedRouletteStake('10.00', [bet('red', '10.00')])).toBe('10.00');
  });

  it('three dozens, two columns and a dozen, or all of 1-36 lose only on zero and count nothing', () => {
    const dozens = [1, 2, 3].map((index) => bet('dozen', '10.00', { index }));
    expect(countedRouletteStake('30.00', dozens)).toBe('0.00');
    const columns = [1, 2, 3].map((index) => bet('column', '5.00', { index }));
    expect(countedRouletteStake('15.00', columns)).toBe('0.00');
    const everyNumber = Array.from({ length: 36 }, (_, i) => bet('straight', '1.00', { numbers: [i + 1] }));
    expect(countedRouletteStake('36.00', everyNumber)).toBe('0.00');
    // The zero too: 37 numbers at 1.00 get 36.00 back whatever falls, so 1.00 can be lost.
    expect(countedRouletteStake('37.00', [...everyNumber, bet('straight', '1.00', { numbers: [0] })])).toBe(
      '1.00',
    );
  });

  it('two dozens leave a third of the table: the stake that can lose counts', () => {
    const two = [1, 2].map((index) => bet('dozen', '10.00', { index }));
    expect(countedRouletteStake('20.00', two)).toBe('20.00');
    // Low (1-18) 10 and the third dozen (25-36) 5: 19-24 lose all 15.00.
    expect(countedRouletteStake('15.00', [bet('low', '10.00'), bet('dozen', '5.00', { index: 3 })])).toBe(
      '15.00',
    );
  });

  it('refuses positions a European layout does not have, or that do not add up', () => {
    expect(countedRouletteStake('4.00', [bet('zero', '4.00')])).toBeUndefined();
    expect(countedRouletteStake('4.00', [bet('dozen', '4.00', { index: 4 })])).toBeUndefined();
    expect(countedRouletteStake('4.00', [bet('split', '4.00', { numbers: [3] })])).toBeUndefined();
    expect(countedRouletteStake('4.00', [bet('straight', '4.00', { numbers: [37] })])).toBeUndefined();
    expect(countedRouletteStake('5.00', [bet('red', '4.00')])).toBeUndefined();
    expect(countedRouletteStake('0.00', [bet('red', '0.00')])).toBeUndefined();
  });
});
