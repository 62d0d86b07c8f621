/**
 * Building blocks of the studio's symbol art: every symbol is an SVG drawing in a 100 x 100 box, made
 * here in code (no image files). The pay table shows the SVG as is; the reels bake it into a texture.
 */

/**
 * The card ranks as strokes, not type: no font draws a letter into the picture (issue 32 §14), and the
 * rank reads the same at every size. Each is a path in the 100 x 100 box.
 */
const RANK_STROKES = {
  '9': 'M65 42a15 16 0 1 1-30 0a15 16 0 1 1 30 0v16q0 16-15 16q-10 0-14-8',
  '10': 'M20 34l8-8v48M64 26c-9 0-13 11-13 24s4 24 13 24s13-11 13-24s-4-24-13-24Z',
  J: 'M62 26v34q0 14-13 14q-11 0-14-10',
  Q: 'M50 26c-12 0-20 10-20 23s8 23 20 23s20-10 20-23s-8-23-20-23ZM56 62l14 14',
  K: 'M36 26v48M66 26 37 53M46 45l22 29',
  A: 'M30 74 50 26l20 48M37 58h26',
} as const;
export type Rank = keyof typeof RANK_STROKES;

/** A card rank (9, 10, J, Q, K, A) in the slot's own colours: a shield behind the rank's strokes. */
export const rank = (which: Rank, fill: string, edge: string) => {
  const strokes = (colour: string, width: number) =>
    `<path d="${RANK_STROKES[which]}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return (
    `<path d="M50 8 86 20v30c0 22-16 36-36 44C30 86 14 72 14 50V20Z" fill="${edge}" opacity=".35"/>` +
    strokes(edge, 15) +
    strokes(fill, 9)
  );
};

/** A round medallion with a rim: the base of coins, scatters and seals. */
export const medallion = (fill: string, rim: string, inner = '') =>
  `<circle cx="50" cy="50" r="40" fill="${rim}"/><circle cx="50" cy="50" r="33" fill="${fill}"/>${inner}`;

/** A five-point star, centred. */
export const star = (r: number, fill: string, stroke: string, cx = 50, cy = 52) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`;
};

/** A whole SVG document of one symbol (for an <img> or a texture). */
export const svgDocument = (inner: string, size = 100) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}">${inner}</svg>`;

/** The look of one slot: its reels, frame and highlight colours (numbers for PixiJS). */
export interface StudioTheme {
  board: number;
  reelA: number;
  reelB: number;
  frame: number;
  /** Colours of win lines and cell frames, in turn. */
  wins: readonly number[];
}

export interface StudioArt {
  theme: StudioTheme;
  /** By symbol name of the definition: the SVG inner drawing. */
  symbols: Readonly<Record<string, string>>;
  /**
   * What the pick's hidden prizes are in this theme, with its drawing; none: the dig's chests. The
   * player reads its own object's name ('Lantern 3'), never another theme's.
   */
  pick?: { object: PickObject; drawing: string };
}

/** The objects a pick can hide its prizes in, each with its texts in the studio catalogue. */
export type PickObject = 'chest' | 'lantern';

/** A cut gem: a crown over a pavilion, facets in light and shade (the cascades' and the mine's stones). */
export const gem = (fill: string, light: string, dark: string, wide = 36) =>
  `<polygon points="${50 - wide},38 ${50 - wide / 2},16 ${50 + wide / 2},16 ${50 + wide},38 50,90" fill="${fill}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>` +
  `<polygon points="${50 - wide / 2},16 50,38 ${50 + wide / 2},16" fill="${light}"/><path d="M${50 - wide} 38H${50 + wide}M50 38v52M${50 - wide / 2} 38 50 90 ${50 + wide / 2} 38" stroke="${dark}" stroke-width="2" fill="none" opacity=".6"/>`;

/** A coin with a rim and a square hole (the cash symbols carry their value on a tag, not in the art). */
export const coin = (fill: string, rim: string, mark: string) =>
  `<circle cx="50" cy="50" r="42" fill="${rim}"/><circle cx="50" cy="50" r="34" fill="${fill}"/><circle cx="50" cy="50" r="26" fill="none" stroke="${rim}" stroke-width="3"/><rect x="42" y="42" width="16" height="16" fill="${mark}"/>`;
