import { describe, expect, it } from 'vitest';
import { money, time } from './format';

describe('formatting', () => {
  it('groups the exact decimal string the server sends', () => {
    expect(money('1234567.5', 'EUR')).toBe('1,234,567.50 EUR');
    expect(money('-1250.00')).toBe('-1,250.00');
    expect(money('0.00', 'USD')).toBe('0.00 USD');
    expect(money(null)).toBe('—');
  });

  it('shows times in UTC', () => {
    expect(time('2026-11-24T10:47:13.120Z')).toBe('2026-11-24 10:47:13 UTC');
  });
});
