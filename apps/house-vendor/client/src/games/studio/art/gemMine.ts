import { gem, type StudioArt } from './shapes';

/** A mine's rock face: five cut stones in their colours and a raw gold nugget at the top of the pay table. */
export const art: StudioArt = {
  theme: {
    board: 0x1c1917,
    reelA: 0x44403c,
    reelB: 0x3b3734,
    frame: 0xfbbf24,
    wins: [0xfde047, 0x67e8f9, 0xf0abfc, 0x86efac, 0xfca5a5],
  },
  symbols: {
    amethyst: gem('#a855f7', '#e9d5ff', '#581c87', 30),
    topaz: gem('#f59e0b', '#fef3c7', '#78350f', 34),
    sapphire: gem('#2563eb', '#bfdbfe', '#1e3a8a', 38),
    emerald:
      '<rect x="22" y="14" width="56" height="72" rx="8" fill="#10b981" stroke="#064e3b" stroke-width="3"/><rect x="32" y="26" width="36" height="48" rx="4" fill="#6ee7b7"/><path d="M22 14l10 12M78 14 68 26M22 86l10-12M78 86 68 74" stroke="#064e3b" stroke-width="2"/>',
    ruby: '<path d="M50 90 12 44 28 16h44l16 28Z" fill="#e11d48" stroke="#881337" stroke-width="3" stroke-linejoin="round"/><path d="M12 44h76M28 16l10 28 12-28 12 28 10-28M38 44l12 46 12-46" stroke="#881337" stroke-width="2" fill="none" opacity=".7"/><path d="M38 16l12 28 12-28Z" fill="#fda4af"/>',
    goldNugget:
      '<path d="M14 62c-4-18 10-34 24-36 6-12 26-14 34-2 14 2 20 18 14 30 4 14-10 26-26 24-12 8-32 6-40-4-8 0-10-8-6-12Z" fill="#eab308" stroke="#713f12" stroke-width="3"/><path d="M30 46c6-6 14-6 20-2M56 38c8-2 14 2 16 8" stroke="#fef9c3" stroke-width="4" fill="none" stroke-linecap="round"/>',
  },
};
