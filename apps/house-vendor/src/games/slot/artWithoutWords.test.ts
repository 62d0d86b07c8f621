import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Words are never drawn into images (issue 32 §14): a word in a picture stays in one language. The
// symbols' names are text beside them (the pay table, the labels), from the game's catalogue.
const client = new URL('../../../client/src/games/', import.meta.url);
const source = (path: string) => readFileSync(new URL(path, client), 'utf8');
const studioArt = readdirSync(new URL('studio/art/', client))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => `studio/art/${file}`);
const art = ['slot/symbolArt.ts', 'slot/SymbolIcon.tsx', ...studioArt];

/** What draws type: an SVG text element, PixiJS's text objects, a canvas's text. */
const typeDrawing = /<text\b|<tspan\b|\b(?:Bitmap|HTML)?Text\b|fillText|strokeText/;

describe('symbol art without words', () => {
  it('finds the classic slot’s art and every studio slot’s', () => {
    expect(studioArt.length).toBeGreaterThan(10);
  });

  it.each(art)('%s draws shapes only, no type', (path) => {
    const drawings = source(path)
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line));
    expect(drawings.filter((line) => typeDrawing.test(line))).toEqual([]);
  });
});
