import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Words are never drawn into images (issue 32 §14): a picture is not translated, so a game's name,
// kind and stakes, a banner's offer and a method's name are text beside it, in the player's language.
// A card's rank, a suit, a digit or a currency sign may be drawn; a word of two letters or more not.
const assets = new URL('../../assets/', import.meta.url);
const pictures = ['games', 'banners', 'payments'].flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, assets))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => `${folder}/${file}`),
);

describe('pictures without words', () => {
  it('finds the covers, banners and method logos', () => {
    expect(pictures.length).toBeGreaterThan(30);
  });

  it.each(pictures)('%s draws no word', (path) => {
    const svg = readFileSync(new URL(path, assets), 'utf8');
    const texts = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
    expect(texts.filter((text) => /\p{L}{2,}/u.test(text))).toEqual([]);
  });
});
