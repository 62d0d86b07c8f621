import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STUDIO_SLOTS } from '../slotStudio/slots/index';
import { SYMBOLS } from './symbols';

// The game client's catalogues (client/src/games/<game>/lang), in the casino's ten languages.
const LANGS = ['es', 'en', 'pt', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil'] as const;
const catalogue = (game: string, lang: string): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../../client/src/games/${game}/lang/${lang}.json`, import.meta.url), 'utf8'),
  );

/** A pay table names each symbol in the player's language, never by its id (issue 32 §14). */
describe('symbol names in the pay tables', () => {
  it.each(LANGS)('the classic slot names every symbol in %s', (lang) => {
    const messages = catalogue('slot', lang);
    expect(SYMBOLS.filter((name) => !messages[`slot.symbol.${name}`])).toEqual([]);
  });

  it.each(LANGS)('the studio names every symbol of every slot in %s', (lang) => {
    const messages = catalogue('studio', lang);
    const names = STUDIO_SLOTS.flatMap((slot) => slot.symbols.map((symbol) => symbol.name));
    expect(names.filter((name) => !messages[`studio.symbol.${name}`])).toEqual([]);
  });
});
