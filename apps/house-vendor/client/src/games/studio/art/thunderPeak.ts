import { rank, type StudioArt } from './shapes';

const slate = '#94a3b8';

/** A stormy summit: slate ranks, a mountain goat, a pickaxe and the climber; lightning is wild, the eagle scatters. */
export const art: StudioArt = {
  theme: {
    board: 0x0f172a,
    reelA: 0xe2e8f0,
    reelB: 0xd5dde8,
    frame: 0xfacc15,
    wins: [0xdc2626, 0x2563eb, 0x16a34a, 0x9333ea, 0xea580c],
  },
  symbols: {
    nine: rank('9', '#334155', slate),
    ten: rank('10', '#1e293b', slate),
    jack: rank('J', '#1d4ed8', slate),
    queen: rank('Q', '#6d28d9', slate),
    king: rank('K', '#a16207', slate),
    goat: '<path d="M30 20c-8-6-16 0-14 10M70 20c8-6 16 0 14 10" stroke="#78716c" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M30 26h40l-6 44-14 20-14-20Z" fill="#f5f5f4" stroke="#57534e" stroke-width="3"/><circle cx="40" cy="42" r="3" fill="#111"/><circle cx="60" cy="42" r="3" fill="#111"/><path d="M44 84h12l-6 12Z" fill="#d6d3d1"/>',
    pickaxe:
      '<path d="M14 36C30 14 70 14 86 36L50 26Z" fill="#94a3b8" stroke="#334155" stroke-width="3"/><path d="M50 28 50 94" stroke="#92400e" stroke-width="9" stroke-linecap="round"/>',
    climber:
      '<circle cx="50" cy="20" r="10" fill="#fcd34d" stroke="#78350f" stroke-width="3"/><path d="M40 16h20l-4-8H44Z" fill="#dc2626"/><path d="M36 34h28l4 30H32Z" fill="#2563eb" stroke="#1e3a8a" stroke-width="3"/><path d="M36 64 30 92M64 64l6 28M36 38 20 56M64 38l16-20" stroke="#1e3a8a" stroke-width="7" stroke-linecap="round"/><path d="M74 14 86 30" stroke="#f8fafc" stroke-width="3"/>',
    stormWild:
      '<rect x="6" y="6" width="88" height="88" rx="16" fill="#1e1b4b"/><ellipse cx="50" cy="26" rx="34" ry="14" fill="#64748b"/><polygon points="54,30 34,62 50,62 42,92 70,52 54,52 62,30" fill="#facc15" stroke="#a16207" stroke-width="3" stroke-linejoin="round"/>',
    eagle:
      '<circle cx="50" cy="50" r="44" fill="#0c4a6e"/><path d="M8 48c14-6 26-4 34 6 4-10 12-12 16 0 8-10 20-12 34-6-12 2-20 10-26 20l-8-4-6 14-6-14-8 4C30 58 20 50 8 48Z" fill="#78350f" stroke="#fef3c7" stroke-width="2"/><circle cx="50" cy="44" r="8" fill="#f8fafc"/><path d="M54 44l6 2-6 2Z" fill="#f59e0b"/>',
  },
};
