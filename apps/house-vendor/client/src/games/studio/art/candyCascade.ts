import type { StudioArt } from './shapes';

/** A sweet shop in pastel: jelly beans and gumdrops, a lollipop, a cupcake, a donut and a candy heart. */
export const art: StudioArt = {
  theme: {
    board: 0x831843,
    reelA: 0xfdf2f8,
    reelB: 0xfce7f3,
    frame: 0xf9a8d4,
    wins: [0x7c3aed, 0x0891b2, 0x16a34a, 0xea580c, 0xdb2777],
  },
  symbols: {
    jellyBean:
      '<path d="M22 60c-8-20 8-40 30-36 18 3 20 18 34 20 10 2 8 26-12 34-22 9-44 2-52-18Z" fill="#22c55e" stroke="#14532d" stroke-width="3"/><ellipse cx="40" cy="40" rx="10" ry="5" fill="#bbf7d0"/>',
    gumdrop:
      '<path d="M18 82C18 42 30 20 50 20s32 22 32 62Z" fill="#f97316" stroke="#7c2d12" stroke-width="3"/><circle cx="36" cy="44" r="3" fill="#fff7ed"/><circle cx="56" cy="36" r="3" fill="#fff7ed"/><circle cx="62" cy="58" r="3" fill="#fff7ed"/><circle cx="42" cy="64" r="3" fill="#fff7ed"/>',
    lollipop:
      '<path d="M50 58v38" stroke="#f5f5f4" stroke-width="6"/><circle cx="50" cy="38" r="30" fill="#fde047" stroke="#a16207" stroke-width="3"/><path d="M50 38m-22 0a22 22 0 0 1 44 0 16 16 0 0 1-32 0 10 10 0 0 1 20 0" stroke="#ec4899" stroke-width="6" fill="none"/>',
    cupcake:
      '<path d="M24 54h52l-8 36H32Z" fill="#60a5fa" stroke="#1e3a8a" stroke-width="3"/><path d="M36 54l2 36M50 54v36M64 54l-2 36" stroke="#1e3a8a" stroke-width="2"/><path d="M20 56c-4-14 10-22 16-18 0-14 28-14 28 0 6-4 20 4 16 18Z" fill="#fbcfe8" stroke="#9d174d" stroke-width="3"/><circle cx="50" cy="22" r="7" fill="#dc2626"/>',
    donut:
      '<circle cx="50" cy="50" r="38" fill="#d97706" stroke="#78350f" stroke-width="3"/><path d="M16 46c6-26 62-30 68 0 2 14-8 10-14 14s-14-2-20 2-14 4-20-2-16 2-14-14Z" fill="#a855f7"/><circle cx="50" cy="50" r="12" fill="#fdf2f8" stroke="#78350f" stroke-width="3"/><path d="M30 36l4 3M62 30l3 4M70 48l4-2M38 58l-3 3" stroke="#fef08a" stroke-width="3" stroke-linecap="round"/>',
    candyHeart:
      '<path d="M50 88 14 52C0 36 12 12 32 14c8 1 14 6 18 12 4-6 10-11 18-12 20-2 32 22 18 38Z" fill="#e11d48" stroke="#881337" stroke-width="3"/><ellipse cx="32" cy="34" rx="8" ry="5" fill="#fecdd3"/>',
  },
};
