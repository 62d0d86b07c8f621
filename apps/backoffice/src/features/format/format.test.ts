import { describe, expect, it } from 'vitest';
import { countryName, languageName, money, time } from './format';

describe('formatting', () => {
  it('groups the exact decimal string the server sends', () => {
    expect(money('1234567.5', 'EUR')).toBe('€1,234,567.50');
    expect(money('-1250.00')).toBe('-1,250.00');
    expect(money('0.00', 'USD')).toBe('$0.00');
    expect(money(null)).toBe('—');
  });

  it('shows times in UTC', () => {
    expect(time('2026-11-24T10:47:13.120Z')).toBe('2026-11-24 10:47:13 UTC');
  });
});

describe('money as the app writes it (issue 32 §16)', () => {
  it('writes an amount with its currency in the operator language, as packages/ui formatMoney does', async () => {
    const { switchLanguage } = await import('../i18n/i18n');
    switchLanguage('en', {});
    expect(money('184.00', 'EUR')).toBe('€184.00');
    expect(money('1234567.5', 'EUR')).toBe('€1,234,567.50');
    expect(money('-1250.00')).toBe('-1,250.00');
    switchLanguage('es', {});
    expect(money('184.00', 'EUR')).toBe('184,00\u00a0€');
    expect(money('1250.5')).toBe('1250,50');
    switchLanguage('pt', {});
    expect(money('50.00', 'BRL')).toBe('R$\u00a050,00');
    switchLanguage('en', {});
  });
});

describe('a player’s language and country in words (issue 32 §16, §19)', () => {
  it('names them in the operator language, never by their codes', async () => {
    const { switchLanguage } = await import('../i18n/i18n');
    switchLanguage('en', {});
    expect(languageName('pt')).toBe('Portuguese');
    expect(countryName('BR')).toBe('Brazil');
    switchLanguage('es', {});
    expect(languageName('en')).toBe('inglés');
    expect(countryName('DE')).toBe('Alemania');
    switchLanguage('pt', {});
    expect(languageName('es')).toBe('espanhol');
    switchLanguage('en', {});
    expect(languageName(null)).toBe('—');
  });
});
