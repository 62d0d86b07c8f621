import { medallion, type StudioArt } from './shapes';

/** An emperor's garden in red lacquer and jade: coins and lanterns, koi and cranes, the dragon and the tiger. */
export const art: StudioArt = {
  theme: {
    board: 0x450a0a,
    reelA: 0x7f1d1d,
    reelB: 0x731a1a,
    frame: 0x34d399,
    wins: [0xfde047, 0x6ee7b7, 0xfca5a5, 0x93c5fd, 0xfdba74],
  },
  symbols: {
    coin: medallion('#f59e0b', '#b45309', '<rect x="40" y="40" width="20" height="20" fill="#7f1d1d"/>'),
    lantern:
      '<rect x="42" y="8" width="16" height="8" fill="#fbbf24"/><ellipse cx="50" cy="50" rx="30" ry="34" fill="#dc2626" stroke="#fbbf24" stroke-width="3"/><path d="M50 16v68M32 24q-8 26 0 52M68 24q8 26 0 52" stroke="#fbbf24" stroke-width="2" fill="none"/><path d="M50 84v12M44 96h12" stroke="#fbbf24" stroke-width="3"/>',
    fan: '<path d="M50 84 12 40a52 52 0 0 1 76 0Z" fill="#f472b6" stroke="#831843" stroke-width="3"/><path d="M50 84 24 28M50 84 38 18M50 84V16M50 84 62 18M50 84 76 28" stroke="#831843" stroke-width="2"/><circle cx="50" cy="84" r="5" fill="#fbbf24"/>',
    koi: '<path d="M14 50c14-22 44-24 60-4l14-12v32L74 54C58 74 28 72 14 50Z" fill="#fb923c" stroke="#9a3412" stroke-width="3"/><circle cx="28" cy="46" r="4" fill="#1c1917"/><path d="M44 38c4 8 4 16 0 24M56 40c3 6 3 14 0 20" stroke="#fff7ed" stroke-width="5" fill="none"/>',
    crane:
      '<path d="M30 86 44 58M56 86 50 58" stroke="#1c1917" stroke-width="3"/><ellipse cx="48" cy="52" rx="26" ry="14" fill="#f8fafc" stroke="#64748b" stroke-width="2"/><path d="M66 46c8-12 10-26 4-34" stroke="#f8fafc" stroke-width="6" fill="none"/><circle cx="70" cy="12" r="6" fill="#dc2626"/><path d="M74 14l14 4" stroke="#1c1917" stroke-width="3"/><path d="M22 50 8 40" stroke="#1c1917" stroke-width="5"/>',
    dragon:
      '<path d="M14 70c10-30 26-10 36-30s30-22 38-4c-10-4-18 2-22 10-8 16-24 10-30 26-4 10-14 12-22-2Z" fill="#16a34a" stroke="#14532d" stroke-width="3"/><circle cx="74" cy="30" r="4" fill="#fde047"/><path d="M84 30l10-6M82 36l10 2" stroke="#fde047" stroke-width="3"/><path d="M30 58l4-8M42 48l4-8M56 38l4-8" stroke="#fde047" stroke-width="3"/>',
    tiger:
      '<circle cx="50" cy="54" r="34" fill="#f97316" stroke="#7c2d12" stroke-width="3"/><circle cx="24" cy="26" r="10" fill="#f97316" stroke="#7c2d12" stroke-width="3"/><circle cx="76" cy="26" r="10" fill="#f97316" stroke="#7c2d12" stroke-width="3"/><path d="M50 24v10M38 28l4 8M62 28l-4 8M18 52h12M70 52h12M20 64h10M70 64h10" stroke="#1c1917" stroke-width="4"/><circle cx="38" cy="50" r="5" fill="#1c1917"/><circle cx="62" cy="50" r="5" fill="#1c1917"/><ellipse cx="50" cy="70" rx="12" ry="9" fill="#fff7ed"/><path d="M45 64h10l-5 6Z" fill="#1c1917"/>',
    jade: '<polygon points="50,6 88,28 88,72 50,94 12,72 12,28" fill="#10b981" stroke="#064e3b" stroke-width="4"/><polygon points="50,20 74,34 74,66 50,80 26,66 26,34" fill="#6ee7b7"/><circle cx="50" cy="50" r="10" fill="#ecfdf5"/>',
  },
};
