import { RED_NUMBERS } from '../../../../src/games/roulette/engine';

/** One place a chip can go: the bet it makes and where it sits on the layout grid. */
export interface Spot {
  id: string;
  kind: 'straight' | 'column' | 'dozen' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
  numbers?: number[];
  index?: number;
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
