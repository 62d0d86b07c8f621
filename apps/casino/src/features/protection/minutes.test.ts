import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { minutesMessage } from './messages';

const compiled = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../lang/compiled-lang/${locale}.json`, import.meta.url), 'utf8'));

/** The reality check and the Play safe choices say "1 minute", never "1 minutes". */
describe('minutes in words', () => {
  it.each([
    ['es', '1 minuto', '15 minutos'],
    ['en', '1 minute', '15 minutes'],
    ['pt', '1 minuto', '15 minutos'],
    ['de', '1 Minute', '15 Minuten'],
  ])('%s', (locale, one, many) => {
    const intl = createIntl({ locale, messages: compiled(locale) });
    expect(intl.formatMessage(minutesMessage, { count: 1 })).toBe(one);
    expect(intl.formatMessage(minutesMessage, { count: 15 })).toBe(many);
  });
});
