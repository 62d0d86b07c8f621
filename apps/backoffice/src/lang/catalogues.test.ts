import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../features/i18n/i18n';

// The casino's catalogue check (apps/casino/src/lang/catalogues.test.ts) over the back office's languages.
const here = import.meta.dirname;
const read = (path: string) => JSON.parse(readFileSync(join(here, path), 'utf8')) as Record<string, unknown>;
const extracted = Object.keys(read('compiled-lang/extracted.json')).sort();
const translated = languageCodes.filter((code) => code !== 'en');

/** Portugal's words where Brazil says otherwise: the catalogue is Brazil's Portuguese, as the player app's is. */
const portugalOnly = new RegExp(
  `(?<!\\p{L})(${['levantamento', 'levantamentos', 'palavra-passe', 'utilizador', 'registo', 'registar', 'registado', 'registam', 'registe', 'contacto', 'telemóvel', 'ecrã', 'ficheiro', 'guardar', 'guardado', 'bónus', 'partilhar', 'partilhe', 'comprovativo', 'morada', 'secções'].join('|')})(?!\\p{L})`,
  'iu',
);

describe('back-office message catalogues', () => {
  it('offers English, Spanish and Portuguese at least', () => {
    expect(languageCodes).toEqual(expect.arrayContaining(['en', 'es', 'pt']));
  });

  it('has a translation file for every offered language but English (the code defaults)', () => {
    const files = readdirSync(join(here, 'messages')).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...translated].sort());
  });

  it.each(translated)('%s holds exactly the messages the code uses', (code) => {
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
    expect(Object.entries(catalogue).filter(([, text]) => typeof text !== 'string' || !text.trim())).toEqual(
      [],
    );
  });

  it('keeps the placeholders of every message in each translation', () => {
    const defaults = read('compiled-lang/extracted.json') as Record<string, { defaultMessage: string }>;
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const code of translated) {
      const catalogue = read(`messages/${code}.json`) as Record<string, string>;
      for (const [key, { defaultMessage }] of Object.entries(defaults)) {
        expect(placeholders(catalogue[key] ?? ''), `${code} ${key}`).toEqual(placeholders(defaultMessage));
      }
    }
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
