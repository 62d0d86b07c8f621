/** Symbol ids index the paytable and the reel strips; names are what the page draws. */
export const SYMBOLS = [
  'cherry',
  'lemon',
  'orange',
  'plum',
  'grape',
  'bell',
  'bar',
  'seven',
  'wild',
  'scatter',
] as const;

export type SymbolName = (typeof SYMBOLS)[number];
export const WILD = SYMBOLS.indexOf('wild');
export const SCATTER = SYMBOLS.indexOf('scatter');

export const REELS = 5;
export const ROWS = 3;

/**
 * Line pays as multiples of the line bet for 3, 4 and 5 of a kind from the leftmost reel. The wild
 * substitutes for every symbol but the scatter and also pays on its own; a line pays its best reading.
 */
export const LINE_PAYS: Readonly<Record<SymbolName, readonly [number, number, number]>> = {
  cherry: [5, 15, 50],
  lemon: [5, 15, 50],
  orange: [5, 20, 75],
  plum: [10, 25, 100],
  grape: [10, 30, 125],
  bell: [15, 50, 200],
  bar: [20, 75, 300],
  seven: [30, 100, 500],
  wild: [50, 200, 1000],
  scatter: [0, 0, 0],
};

/** Scatter pays as multiples of the total bet for 3, 4 and 5 scatters anywhere in the window. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/** 20 fixed paylines, each the row (0 top, 1 middle, 2 bottom) read on reels 1 to 5. */
export const PAYLINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];
