import { coin, rank, type StudioArt } from './shapes';

const jade = '#86efac';

/** A bamboo grove: green-lacquer ranks, bamboo, a teapot and the panda; a bamboo wild; lucky coins hold cash. */
export const art: StudioArt = {
  theme: {
    board: 0x052e16,
    reelA: 0xf0fdf4,
    reelB: 0xe3f7e9,
    frame: 0xfacc15,
    wins: [0xdc2626, 0x2563eb, 0xd97706, 0x7c3aed, 0x0d9488],
  },
  symbols: {
    ten: rank('10', '#166534', jade),
    jack: rank('J', '#15803d', jade),
    queen: rank('Q', '#b91c1c', jade),
    king: rank('K', '#a16207', jade),
    ace: rank('A', '#14532d', jade),
    bamboo:
      '<g stroke="#14532d" stroke-width="3"><rect x="26" y="8" width="14" height="84" rx="5" fill="#4ade80"/><rect x="56" y="16" width="14" height="76" rx="5" fill="#22c55e"/></g><path d="M26 36h14M26 64h14M56 40h14M56 68h14" stroke="#14532d" stroke-width="3"/><path d="M70 30c10-8 18-8 22-4-8 2-14 4-22 4Z" fill="#16a34a"/>',
    teapot:
      '<path d="M24 44h52c2 26-8 40-26 40S22 70 24 44Z" fill="#0f766e" stroke="#042f2e" stroke-width="3"/><path d="M76 52c10 0 14 10 6 16M24 52 8 40" stroke="#042f2e" stroke-width="6" fill="none"/><ellipse cx="50" cy="44" rx="26" ry="6" fill="#14b8a6" stroke="#042f2e" stroke-width="3"/><circle cx="50" cy="34" r="5" fill="#facc15"/>',
    panda:
      '<circle cx="24" cy="26" r="12" fill="#111827"/><circle cx="76" cy="26" r="12" fill="#111827"/><circle cx="50" cy="54" r="36" fill="#f9fafb" stroke="#111827" stroke-width="3"/><ellipse cx="36" cy="50" rx="9" ry="12" fill="#111827" transform="rotate(-20 36 50)"/><ellipse cx="64" cy="50" rx="9" ry="12" fill="#111827" transform="rotate(20 64 50)"/><circle cx="37" cy="49" r="3" fill="#fff"/><circle cx="63" cy="49" r="3" fill="#fff"/><ellipse cx="50" cy="68" rx="7" ry="5" fill="#111827"/>',
    bambooWild:
      '<rect x="6" y="6" width="88" height="88" rx="18" fill="#facc15" stroke="#a16207" stroke-width="4"/><g stroke="#14532d" stroke-width="3"><rect x="22" y="14" width="12" height="72" rx="4" fill="#22c55e"/><rect x="44" y="14" width="12" height="72" rx="4" fill="#4ade80"/><rect x="66" y="14" width="12" height="72" rx="4" fill="#22c55e"/></g>',
    luckyCoin: coin('#fbbf24', '#b45309', '#7c2d12'),
  },
};
