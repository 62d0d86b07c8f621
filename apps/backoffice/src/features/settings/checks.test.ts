import { describe, expect, it } from 'vitest';
import { amountOf, presetsWithin, presetText, wholeNumber, wholeWithin } from './checks';

describe('settings checks', () => {
  it('reads whole amounts within bounds and on the step', () => {
    expect(wholeWithin('50', 100n, 500000n)).toBe('50.00');
    expect(wholeWithin('50.00', 100n, 500000n)).toBe('50.00');
    expect(wholeWithin('50.5', 100n, 500000n)).toBeUndefined();
    expect(wholeWithin('0', 100n, 500000n)).toBeUndefined();
    expect(wholeWithin('5001', 100n, 500000n)).toBeUndefined();
    expect(wholeWithin('250', 100n, 10000000n, 100n)).toBeUndefined();
    expect(wholeWithin('300', 100n, 10000000n, 100n)).toBe('300.00');
  });

  it('reads preset lists smallest first, refusing repeats, empties and more than ten', () => {
    expect(presetsWithin('500, 50 75', 5000n, 500000n)).toEqual(['50.00', '75.00', '500.00']);
    expect(presetsWithin('50, 50', 5000n, 500000n)).toBeUndefined();
    expect(presetsWithin('25, 50', 5000n, 500000n)).toBeUndefined();
    expect(presetsWithin('', 5000n, 500000n)).toBeUndefined();
    expect(presetsWithin('1 2 3 4 5 6 7 8 9 10 11', 100n, 500000n)).toBeUndefined();
    expect(presetText(['50.00', '75.00'])).toBe('50, 75');
  });

  it('reads whole numbers and amounts for the bonus terms', () => {
    expect(wholeNumber('30', 1, 1000)).toBe(30);
    expect(wholeNumber('0', 1, 1000)).toBeUndefined();
    expect(wholeNumber('2.5', 1, 1000)).toBeUndefined();
    expect(amountOf('2')).toBe('2.00');
    expect(amountOf('0', 1n)).toBeUndefined();
    expect(amountOf('1,5')).toBeUndefined();
  });
});
