import { rank, type StudioArt } from './shapes';

const earth = '#fdba74';

/** Sunset over the plains: ranks, zebra, giraffe, elephant and the lion; the baobab is wild, the sunset scatters. */
export const art: StudioArt = {
  theme: {
    board: 0x431407,
    reelA: 0xfff7ed,
    reelB: 0xffedd5,
    frame: 0xf59e0b,
    wins: [0x1d4ed8, 0x15803d, 0xbe123c, 0x7c3aed, 0x0e7490],
  },
  symbols: {
    ten: rank('10', '#9a3412', earth),
    jack: rank('J', '#a16207', earth),
    queen: rank('Q', '#b91c1c', earth),
    king: rank('K', '#92400e', earth),
    ace: rank('A', '#7c2d12', earth),
    zebra:
      '<path d="M34 14 42 30h16l8-16 2 20-6 46c-2 10-8 14-12 14s-10-4-12-14l-6-46Z" fill="#f8fafc" stroke="#111827" stroke-width="3"/><path d="M36 40h28M34 52h32M36 64h28M40 76h20" stroke="#111827" stroke-width="5"/><circle cx="42" cy="34" r="3" fill="#111827"/><circle cx="58" cy="34" r="3" fill="#111827"/>',
    giraffe:
      '<path d="M54 90V40l12-24" stroke="#eab308" stroke-width="14" stroke-linecap="round"/><ellipse cx="72" cy="18" rx="14" ry="8" fill="#eab308" stroke="#713f12" stroke-width="3"/><path d="M66 8V2M74 8V2" stroke="#713f12" stroke-width="3"/><circle cx="52" cy="60" r="4" fill="#92400e"/><circle cx="56" cy="76" r="4" fill="#92400e"/><circle cx="58" cy="44" r="3" fill="#92400e"/>',
    elephant:
      '<ellipse cx="50" cy="48" rx="24" ry="26" fill="#9ca3af" stroke="#374151" stroke-width="3"/><ellipse cx="22" cy="46" rx="14" ry="20" fill="#9ca3af" stroke="#374151" stroke-width="3"/><ellipse cx="78" cy="46" rx="14" ry="20" fill="#9ca3af" stroke="#374151" stroke-width="3"/><path d="M50 62c0 14-4 24 6 28" stroke="#6b7280" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="42" cy="42" r="3" fill="#111827"/><circle cx="58" cy="42" r="3" fill="#111827"/><path d="M38 64l-6 10M62 64l6 10" stroke="#f8fafc" stroke-width="4" stroke-linecap="round"/>',
    lion: '<circle cx="50" cy="50" r="42" fill="#b45309"/><circle cx="50" cy="54" r="28" fill="#f59e0b" stroke="#78350f" stroke-width="3"/><circle cx="40" cy="48" r="4" fill="#111827"/><circle cx="60" cy="48" r="4" fill="#111827"/><path d="M44 62h12l-6 7Z" fill="#451a03"/><path d="M50 69v6M44 76q6 4 12 0" stroke="#451a03" stroke-width="3" fill="none"/>',
    baobab:
      '<rect x="6" y="6" width="88" height="88" rx="16" fill="#fb923c"/><circle cx="50" cy="40" r="22" fill="#fde047"/><path d="M40 92c4-20 2-40 0-50h20c-2 10-4 30 0 50Z" fill="#422006"/><path d="M40 44 22 26M60 44l18-18M50 42V22" stroke="#422006" stroke-width="6" stroke-linecap="round"/><ellipse cx="22" cy="24" rx="12" ry="6" fill="#15803d"/><ellipse cx="78" cy="24" rx="12" ry="6" fill="#15803d"/><ellipse cx="50" cy="18" rx="14" ry="6" fill="#15803d"/>',
    sunset:
      '<circle cx="50" cy="50" r="44" fill="#7c2d12"/><circle cx="50" cy="58" r="24" fill="#f97316"/><rect x="6" y="58" width="88" height="36" fill="#7c2d12"/><path d="M12 66h76M20 76h60M30 86h40" stroke="#fdba74" stroke-width="4" stroke-linecap="round"/><path d="M50 18v10M24 30l7 7M76 30l-7 7" stroke="#fed7aa" stroke-width="4" stroke-linecap="round"/>',
  },
};
