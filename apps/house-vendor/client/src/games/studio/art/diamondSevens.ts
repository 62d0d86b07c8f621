import { gem, type StudioArt } from './shapes';

/** Bars in one, two and three stripes (no lettering), grapes, a watermelon, the red seven and a diamond wild. */
const bars = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<rect x="12" y="${50 - count * 10 + i * 20}" width="76" height="16" rx="4" fill="#111827" stroke="#cbd5e1" stroke-width="3"/>`,
  ).join('');

export const art: StudioArt = {
  theme: {
    board: 0x111827,
    reelA: 0xf8fafc,
    reelB: 0xeef2f7,
    frame: 0x60a5fa,
    wins: [0xdc2626, 0x2563eb, 0x16a34a],
  },
  symbols: {
    grape:
      '<path d="M50 12c2 6 8 8 14 6" stroke="#166534" stroke-width="4" fill="none"/>' +
      [
        [38, 30],
        [62, 30],
        [50, 44],
        [26, 44],
        [74, 44],
        [38, 58],
        [62, 58],
        [50, 72],
      ]
        .map(
          ([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="#7e22ce" stroke="#3b0764" stroke-width="2"/>`,
        )
        .join(''),
    watermelon:
      '<path d="M8 40a42 42 0 0 0 84 0Z" fill="#16a34a"/><path d="M14 40a36 36 0 0 0 72 0Z" fill="#f43f5e"/><path d="M32 52l2 4M50 60v4M68 52l-2 4M42 46l1 3M58 46l-1 3" stroke="#111827" stroke-width="4" stroke-linecap="round"/>',
    bar: bars(1),
    doubleBar: bars(2),
    tripleBar: bars(3),
    redSeven:
      '<path d="M20 16h60v14L48 88H30l32-56H20Z" fill="#dc2626" stroke="#7f1d1d" stroke-width="4" stroke-linejoin="round"/>',
    diamond: gem('#67e8f9', '#ecfeff', '#0e7490', 40),
  },
};
