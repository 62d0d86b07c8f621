import { rank, type StudioArt } from './shapes';

const blue = '#1e3a8a';

/** Greek myth at sea: marble ranks, bronze treasures, a lightning bolt for the wild, a temple to scatter. */
export const art: StudioArt = {
  theme: {
    board: 0x0b1a3a,
    reelA: 0x13285c,
    reelB: 0x102350,
    frame: 0xe2c56b,
    wins: [0xfde68a, 0x7dd3fc, 0xf9a8d4, 0x86efac, 0xfdba74],
  },
  symbols: {
    nine: rank('9', '#e0f2fe', blue),
    ten: rank('10', '#bae6fd', blue),
    jack: rank('J', '#a5f3fc', blue),
    queen: rank('Q', '#c7d2fe', blue),
    king: rank('K', '#fde68a', blue),
    amphora:
      '<path d="M40 14h20v8c-2 4-2 6 6 14 10 10 10 30 0 42-4 5-6 8-6 10H40c0-2-2-5-6-10-10-12-10-32 0-42 8-8 8-10 6-14Z" fill="#c2410c" stroke="#7c2d12" stroke-width="3"/><path d="M33 48h34M33 58h34" stroke="#1c1917" stroke-width="5"/><path d="M34 30q-12 6-6 18M66 30q12 6 6 18" stroke="#7c2d12" stroke-width="4" fill="none"/>',
    helmet:
      '<path d="M22 82V46c0-20 12-34 28-34s28 14 28 34v36H60V56H40v26Z" fill="#d4a017" stroke="#78350f" stroke-width="3"/><path d="M50 12c-8-6-2-10 0-10 8 4 26 0 30 10-12-4-22-2-30 0Z" fill="#dc2626"/><rect x="46" y="56" width="8" height="24" fill="#78350f"/>',
    trident:
      '<path d="M50 92V24M26 18v18c0 10 10 14 24 14s24-4 24-14V18" stroke="#fbbf24" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M50 6l-8 18h16ZM26 6l-6 14h12ZM74 6l-6 14h12Z" fill="#fbbf24"/>',
    lightning:
      '<circle cx="50" cy="50" r="44" fill="#312e81" stroke="#fde047" stroke-width="4"/><path d="M58 8 26 56h20l-8 36 36-52H52Z" fill="#fde047" stroke="#a16207" stroke-width="3" stroke-linejoin="round"/>',
    temple:
      '<path d="M10 34 50 10l40 24Z" fill="#f8fafc" stroke="#94a3b8" stroke-width="3"/><rect x="14" y="34" width="72" height="8" fill="#e2e8f0"/><path d="M20 44v34M35 44v34M50 44v34M65 44v34M80 44v34" stroke="#f1f5f9" stroke-width="8"/><rect x="10" y="80" width="80" height="10" fill="#cbd5e1"/><circle cx="50" cy="24" r="5" fill="#fbbf24"/>',
  },
};
