import { type CalledBetKind, RED_NUMBERS } from '../../../../src/games/roulette/engine';

/** A bet a chip makes: what the vendor is sent (kind, numbers or index) under the spot's id. */
export interface BetSpot {
  id: string;
  /** The French racetrack adds the called bets (voisins, tiers, orphelins). */
  kind: Spot['kind'] | LineSpot['kind'] | CalledBetKind;
  numbers?: number[];
  index?: number;
}

/** One place a chip can go: the bet it makes and where it sits on the layout grid. */
export interface Spot extends BetSpot {
  kind: 'straight' | 'column' | 'dozen' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
  /** Words key of an outside bet; a number shows itself. */
  label: string;
  tone: 'red' | 'black' | 'green' | 'outside';
  row: number;
  column: number;
  rowSpan?: number;
  columnSpan?: number;
}

const tone = (n: number): Spot['tone'] => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');

/**
 * The table's spots. Wide screens: the classic layout (zero at the left, 3 rows of 12, columns at the
 * right, dozens and even chances below). Phones: the same table turned upright (3 numbers a row).
 */
export function layoutSpots(wide: boolean): Spot[] {
  const spots: Spot[] = [];
  const straight = (n: number, row: number, column: number): Spot => ({
    id: `n${n}`,
    kind: 'straight',
    numbers: [n],
    label: String(n),
    tone: tone(n),
    row,
    column,
  });
  const outside = (id: string, kind: Spot['kind'], extra: Partial<Spot>): Spot => ({
    id,
    kind,
    label: `roulette.${id}`,
    tone: 'outside',
    row: 1,
    column: 1,
    ...extra,
  });
  const even = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
  if (wide) {
    spots.push({ ...straight(0, 1, 1), rowSpan: 3 });
    for (let n = 1; n <= 36; n += 1) spots.push(straight(n, 3 - ((n - 1) % 3), 2 + Math.floor((n - 1) / 3)));
    for (let c = 1; c <= 3; c += 1)
      spots.push(outside(`column${c}`, 'column', { index: c, row: 4 - c, column: 14 }));
    for (let d = 1; d <= 3; d += 1)
      spots.push(outside(`dozen${d}`, 'dozen', { index: d, row: 4, column: 2 + (d - 1) * 4, columnSpan: 4 }));
    for (const [i, kind] of even.entries())
      spots.push(outside(kind, kind, { row: 5, column: 2 + i * 2, columnSpan: 2 }));
  } else {
    spots.push({ ...straight(0, 1, 2), columnSpan: 3 });
    for (let n = 1; n <= 36; n += 1) spots.push(straight(n, 2 + Math.floor((n - 1) / 3), 2 + ((n - 1) % 3)));
    for (let c = 1; c <= 3; c += 1)
      spots.push(outside(`column${c}`, 'column', { index: c, row: 14, column: 1 + c }));
    for (let d = 1; d <= 3; d += 1)
      spots.push(outside(`dozen${d}`, 'dozen', { index: d, row: 2 + (d - 1) * 4, column: 1, rowSpan: 4 }));
    for (const [i, kind] of even.entries())
      spots.push(outside(kind, kind, { row: 2 + i * 2, column: 5, rowSpan: 2 }));
  }
  return spots;
}

/**
 * An inside bet on more than one number, placed on the line or corner the numbers share: its position
 * is a percentage of the numbers' area (numbersArea), the way a chip sits across lines on a real felt.
 */
export interface LineSpot extends BetSpot {
  kind: 'split' | 'street' | 'corner' | 'sixLine';
  numbers: number[];
  left: number;
  top: number;
}

/** Where the numbers 1-36 sit on the layout grid (the lines' layer covers exactly this). */
export function numbersArea(wide: boolean) {
  return wide
    ? { row: 1, rowSpan: 3, column: 2, columnSpan: 12 }
    : { row: 2, rowSpan: 12, column: 2, columnSpan: 3 };
}

/**
 * Splits, corners, streets and six lines of 1-36. A street sits on the outer edge of its three numbers
 * and a six line on that edge where two streets meet (below the numbers on a wide table, left of them on
 * a phone).
 */
export function lineSpots(wide: boolean): LineSpot[] {
  const [columns, rows] = wide ? [12, 3] : [3, 12];
  // the centre of number n, in cells of the numbers' area
  const centre = (n: number): [number, number] =>
    wide
      ? [Math.floor((n - 1) / 3) + 0.5, 2 - ((n - 1) % 3) + 0.5]
      : [((n - 1) % 3) + 0.5, Math.floor((n - 1) / 3) + 0.5];
  const spot = (kind: LineSpot['kind'], numbers: number[], [x, y]: [number, number]): LineSpot => ({
    id: `${kind}-${numbers.join('-')}`,
    kind,
    numbers,
    left: (x / columns) * 100,
    top: (y / rows) * 100,
  });
  const mean = (numbers: number[]): [number, number] => {
    const points = numbers.map(centre);
    return [0, 1].map((axis) => points.reduce((sum, p) => sum + p[axis]!, 0) / points.length) as [
      number,
      number,
    ];
  };
  // the outer edge: below the numbers when wide, left of them on a phone
  const edge = (numbers: number[]): [number, number] => {
    const [x, y] = mean(numbers);
    return wide ? [x, rows] : [0, y];
  };
  const spots: LineSpot[] = [];
  for (let n = 1; n <= 36; n += 1) {
    if (n % 3 !== 0) spots.push(spot('split', [n, n + 1], mean([n, n + 1])));
    if (n <= 33) spots.push(spot('split', [n, n + 3], mean([n, n + 3])));
    if (n % 3 !== 0 && n <= 32)
      spots.push(spot('corner', [n, n + 1, n + 3, n + 4], mean([n, n + 1, n + 3, n + 4])));
    if (n % 3 === 1) {
      spots.push(spot('street', [n, n + 1, n + 2], edge([n, n + 1, n + 2])));
      const six = [n, n + 1, n + 2, n + 3, n + 4, n + 5];
      if (n <= 31) spots.push(spot('sixLine', six, edge(six)));
    }
  }
  return spots;
}
