import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { processingTimeText } from './processingTime';

const intl = createIntl({ locale: 'en', messages: {} });
const text = (minMinutes: number, maxMinutes: number) => processingTimeText(intl, { minMinutes, maxMinutes });

describe('a method’s processing time', () => {
  it('reads as the player would say it', () => {
    expect(text(0, 0)).toBe('Instant');
    expect(text(0, 30)).toBe('Up to 30 minutes');
    expect(text(5, 30)).toBe('5–30 minutes');
    expect(text(10, 60)).toBe('10–60 minutes');
    expect(text(1440, 4320)).toBe('24–72 hours');
    // Minutes that are no whole hour stay minutes.
    expect(text(90, 150)).toBe('90–150 minutes');
  });
});
