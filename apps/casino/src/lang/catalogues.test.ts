import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../features/i18n/languages';

const here = import.meta.dirname;
const read = (path: string) => JSON.parse(readFileSync(join(here, path), 'utf8')) as Record<string, unknown>;
const extracted = Object.keys(read('compiled-lang/extracted.json')).sort();

/** A pattern matching any of `words` as whole words (accented letters count as letters). */
const anyOf = (words: string[]) => new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu');

/**
 * The words of the register the app does not use, per language (the app says tú, você, du, vous, tu and
 * siz, as the server's mails and articles do): the protection screens once said "Sie" in a "du" app.
 */
const otherRegister: Record<string, RegExp> = {
  es: anyOf(['usted', 'ustedes', 'inténtelo', 'introduzca', 'póngase', 'inicie sesión']),
  pt: anyOf(['o senhor', 'a senhora', 'aceitá-lo', 'tu', 'teu', 'tua', 'teus', 'tuas', 'contigo']),
  // A capital "Sie" opening a sentence may be "they"; any other Sie, and every Ihr or Ihnen, is formal.
  de: /(?<![.!?]\s|^)(?<!\p{L})Sie(?!\p{L})|(?<!\p{L})(Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)(?!\p{L})/u,
  fr: anyOf(['tu', 'ton', 'ta', 'tes', 'toi']),
  it: /[\p{Ll},;(] (Lei|Suo|Sua|Suoi|Sue|La preghiamo)(?!\p{L})/u,
  tr: anyOf(['sen', 'senin', 'sana', 'seni', 'sende', 'senden']),
};

/**
 * Portugal's words where Brazil says otherwise: the Portuguese catalogue is Brazil's (the pt of Pix and
 * BRL), as the back office's and the server's are (apps/backoffice/src/lang/catalogues.test.ts).
 */
const portugalOnly = anyOf([
  'levantamento',
  'levantamentos',
  'palavra-passe',
  'utilizador',
  'registo',
  'registar',
  'registado',
  'registam',
  'registe',
  'contacto',
  'telemóvel',
  'ecrã',
  'ficheiro',
  'guardar',
  'guardado',
  'bónus',
  'partilhar',
  'partilhe',
  'comprovativo',
  'morada',
  'secções',
]);

describe('message catalogues', () => {
  it('has a translation file for every offered language but English (the code defaults)', () => {
    const files = readdirSync(join(here, 'messages')).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(languageCodes.filter((code) => code !== 'en').sort());
  });

  it.each(languageCodes.filter((code) => code !== 'en'))(
    '%s holds exactly the messages the code uses',
    (code) => {
      const catalogue = read(`messages/${code}.json`);
      const keys = Object.keys(catalogue);
      expect(
        extracted.filter((key) => !keys.includes(key)),
        'missing',
      ).toEqual([]);
      expect(
        keys.filter((key) => !extracted.includes(key)),
        'unused',
      ).toEqual([]);
      expect(
        Object.entries(catalogue).filter(([, text]) => typeof text !== 'string' || !text.trim()),
      ).toEqual([]);
    },
  );

  it('keeps the placeholders of every message in each translation', () => {
    const defaults = read('compiled-lang/extracted.json') as Record<string, { defaultMessage: string }>;
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const code of languageCodes.filter((language) => language !== 'en')) {
      const catalogue = read(`messages/${code}.json`) as Record<string, string>;
      for (const [key, { defaultMessage }] of Object.entries(defaults)) {
        expect(placeholders(catalogue[key] ?? ''), `${code} ${key}`).toEqual(placeholders(defaultMessage));
      }
    }
  });

  it.each(Object.keys(otherRegister))('%s addresses the player in one register throughout', (code) => {
    const pattern = otherRegister[code] as RegExp;
    const catalogue = read(`messages/${code}.json`) as Record<string, string>;
    expect(
      Object.entries(catalogue)
        .filter(([, text]) => pattern.test(text))
        .map(([key, text]) => `${key}: ${text.match(pattern)?.[0]}`),
    ).toEqual([]);
  });

  it('writes Portuguese as Brazil does throughout', () => {
    const catalogue = read('messages/pt.json') as Record<string, string>;
    expect(
      Object.entries(catalogue)
        .filter(([, text]) => portugalOnly.test(text))
        .map(([key, text]) => `${key}: ${text.match(portugalOnly)?.[0]}`),
    ).toEqual([]);
  });

  it('compiles every offered language', () => {
    const compiled = readdirSync(join(here, 'compiled-lang'));
    for (const code of languageCodes) expect(compiled).toContain(`${code}.json`);
  });
});
