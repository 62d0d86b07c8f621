import type { components } from '@casino/api-client';
import { defineMessage, type IntlShape } from 'react-intl';

type ProcessingTime = components['schemas']['ProcessingTime'];

const messages = {
  instant: defineMessage({ id: 'banking.time.instant', defaultMessage: 'Instant' }),
  minutes: defineMessage<{ min: number; max: number }>({
    id: 'banking.time.minutes',
    defaultMessage: '{min}–{max} minutes',
  }),
  upToMinutes: defineMessage<{ max: number }>({
    id: 'banking.time.upToMinutes',
    defaultMessage: 'Up to {max} minutes',
  }),
  hours: defineMessage<{ min: number; max: number }>({
    id: 'banking.time.hours',
    defaultMessage: '{min}–{max} hours',
  }),
};

/**
 * How long a method takes, in the player's words: 'Instant', 'Up to 30 minutes', '5–30 minutes', and
 * from two hours on in hours ('24–72 hours').
 */
export function processingTimeText(intl: Pick<IntlShape, 'formatMessage'>, time: ProcessingTime): string {
  const { minMinutes, maxMinutes } = time;
  if (maxMinutes === 0) return intl.formatMessage(messages.instant);
  if (maxMinutes >= 120 && minMinutes % 60 === 0 && maxMinutes % 60 === 0) {
    return intl.formatMessage(messages.hours, { min: minMinutes / 60, max: maxMinutes / 60 });
  }
  if (minMinutes === 0) return intl.formatMessage(messages.upToMinutes, { max: maxMinutes });
  return intl.formatMessage(messages.minutes, { min: minMinutes, max: maxMinutes });
}
