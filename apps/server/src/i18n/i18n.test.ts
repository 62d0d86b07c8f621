import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogues, type Lang, langOf, languages, moneyParam, t } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = catalogues.en;
const translated = languages.filter((lang) => lang !== 'en');

describe('server message catalogues', () => {
  it('has one catalogue file for each language the app offers, and no other', () => {
    const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...languages].sort());
  });

  it.each(translated)('%s has exactly the keys of en.json', (lang) => {
    const keys = Object.keys(catalogues[lang]);
    expect(
      Object.keys(english).filter((key) => !keys.includes(key)),
      'missing',
    ).toEqual([]);
    expect(
      keys.filter((key) => !(key in english)),
      'unknown to en.json',
    ).toEqual([]);
  });

  it.each(translated)('%s keeps every {placeholder} of the English text and adds none', (lang) => {
    const drifted = Object.entries(english)
      .map(([key, text]) => ({
        key,
        english: placeholders(text),
        translated: placeholders(catalogues[lang][key as keyof typeof english] ?? ''),
      }))
      .filter((entry) => entry.english.join() !== entry.translated.join());
    expect(drifted).toEqual([]);
  });

  it.each(translated)('%s has no empty message', (lang) => {
    expect(Object.entries(catalogues[lang]).filter(([, text]) => !text.trim())).toEqual([]);
  });
});

describe('the caller language', () => {
  const langFor = (header?: string) =>
    langOf({ headers: header === undefined ? {} : { 'x-fe-lang': header } });

  it('reads each offered language, with or without a region', () => {
    for (const lang of languages) expect(langFor(lang)).toBe(lang);
    expect(langFor('de-DE')).toBe('de');
    expect(langFor('pt_BR')).toBe('pt');
    expect(langFor(' JA ')).toBe('ja');
  });

  it('reads English for a language without a catalogue and Spanish without a header', () => {
    expect(langFor('ko')).toBe('en');
    expect(langFor('zh-CN')).toBe('en');
    expect(langFor()).toBe('es');
    expect(langFor('')).toBe('es');
  });

  it('fills the placeholders in the caller language', () => {
    const params = { minimum: '100.00' };
    const messages = Object.fromEntries(
      (['de', 'ja'] as Lang[]).map((lang) => [lang, t(lang, 'withdraw.amountMinimum', params)]),
    );
    expect(messages).toEqual({
      de: 'Die Mindestauszahlung beträgt 100.00',
      ja: '出金の下限は100.00です',
    });
  });

  it('writes an amount as the caller language writes money, as the app does (issue 32 §15)', () => {
    const params = { amount: moneyParam('1234.5', 'EUR'), wagering: moneyParam('50', 'EUR') };
    expect(t('es', 'news.bonusCredited', params)).toBe(
      'Se acreditó un bono de 1234,50\u00a0€. Apuesta 50,00\u00a0€ para convertirlo en efectivo.',
    );
    expect(t('en', 'news.bonusCredited', params)).toBe(
      'A bonus of €1,234.50 has been credited. Wager €50.00 to turn it into cash.',
    );
  });

  it('writes a moment as a date of the caller language, not as the API timestamp', () => {
    const params = { until: '2027-05-27T07:59:34.529Z' };
    expect(t('es', 'protection.onBreakUntil', params)).toBe(
      'Tu cuenta está en pausa hasta 27 de mayo de 2027 a las 7:59 UTC.',
    );
    expect(t('en', 'protection.onBreakUntil', params)).toBe(
      'Your account is on a break until May 27, 2027 at 7:59 AM UTC.',
    );
    // Only a whole timestamp is a moment: a code or an amount stays as given.
    expect(t('en', 'withdraw.amountMinimum', { minimum: '2027-05-27' })).toContain('2027-05-27');
  });
});
