import { rank, type StudioArt } from './shapes';

const green = '#86efac';

/** Emerald hills: ranks, a horseshoe, a hat and the pot of gold; the four-leaf clover is wild, the rainbow scatters. */
export const art: StudioArt = {
  theme: {
    board: 0x14532d,
    reelA: 0xf0fdf4,
    reelB: 0xdcfce7,
    frame: 0xfbbf24,
    wins: [0xdc2626, 0x2563eb, 0x9333ea, 0xea580c, 0x0891b2],
  },
  symbols: {
    ten: rank('10', '#15803d', green),
    jack: rank('J', '#166534', green),
    queen: rank('Q', '#a16207', green),
    king: rank('K', '#b91c1c', green),
    ace: rank('A', '#3f6212', green),
    horseshoe:
      '<path d="M24 86V46a26 26 0 0 1 52 0v40H62V46a12 12 0 0 0-24 0v40Z" fill="#9ca3af" stroke="#374151" stroke-width="3"/><circle cx="31" cy="56" r="3" fill="#374151"/><circle cx="69" cy="56" r="3" fill="#374151"/><circle cx="31" cy="74" r="3" fill="#374151"/><circle cx="69" cy="74" r="3" fill="#374151"/>',
    hat: '<ellipse cx="50" cy="78" rx="42" ry="10" fill="#15803d" stroke="#052e16" stroke-width="3"/><path d="M28 76 32 22h36l4 54Z" fill="#16a34a" stroke="#052e16" stroke-width="3"/><rect x="30" y="58" width="40" height="10" fill="#111827"/><rect x="44" y="56" width="12" height="14" fill="#facc15"/>',
    potOfGold:
      '<circle cx="36" cy="30" r="10" fill="#facc15" stroke="#a16207" stroke-width="2"/><circle cx="54" cy="24" r="10" fill="#fde047" stroke="#a16207" stroke-width="2"/><circle cx="66" cy="34" r="10" fill="#facc15" stroke="#a16207" stroke-width="2"/><path d="M18 40h64l-6 42c-2 8-10 10-26 10s-24-2-26-10Z" fill="#1f2937" stroke="#000" stroke-width="3"/><rect x="14" y="36" width="72" height="10" rx="5" fill="#374151"/>',
    clover:
      '<g fill="#22c55e" stroke="#14532d" stroke-width="3"><circle cx="36" cy="34" r="16"/><circle cx="64" cy="34" r="16"/><circle cx="36" cy="62" r="16"/><circle cx="64" cy="62" r="16"/></g><circle cx="50" cy="48" r="8" fill="#bbf7d0"/><path d="M54 70c4 10 10 16 16 20" stroke="#14532d" stroke-width="5" fill="none"/>',
    rainbow:
      '<g fill="none" stroke-width="7"><path d="M10 80a40 40 0 0 1 80 0" stroke="#ef4444"/><path d="M17 80a33 33 0 0 1 66 0" stroke="#f59e0b"/><path d="M24 80a26 26 0 0 1 52 0" stroke="#22c55e"/><path d="M31 80a19 19 0 0 1 38 0" stroke="#3b82f6"/></g><ellipse cx="16" cy="82" rx="12" ry="7" fill="#f8fafc"/><ellipse cx="84" cy="82" rx="12" ry="7" fill="#f8fafc"/>',
  },
};
