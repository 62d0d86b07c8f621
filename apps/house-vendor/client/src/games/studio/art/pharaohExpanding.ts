import { medallion, type StudioArt } from './shapes';

/** The Nile's tombs in lapis and gold: the scarab wild grows over its reel, the sarcophagus scatters. */
export const art: StudioArt = {
  theme: {
    board: 0x1e1b4b,
    reelA: 0x26235e,
    reelB: 0x221f55,
    frame: 0xeab308,
    wins: [0xfde047, 0x67e8f9, 0xf0abfc, 0x86efac, 0xfdba74],
  },
  symbols: {
    ankh: '<ellipse cx="50" cy="28" rx="16" ry="20" fill="none" stroke="#facc15" stroke-width="9"/><path d="M50 46v46M24 52h52" stroke="#facc15" stroke-width="10" stroke-linecap="round"/>',
    eye: '<path d="M8 48q42-36 84 0-42 34-84 0Z" fill="#f8fafc" stroke="#1e3a8a" stroke-width="5"/><circle cx="50" cy="48" r="13" fill="#1e3a8a"/><path d="M44 60 36 86M60 58q18 8 14 26" stroke="#1e3a8a" stroke-width="5" fill="none"/><path d="M16 30q34-16 68 0" stroke="#1e3a8a" stroke-width="5" fill="none"/>',
    lotus:
      '<path d="M50 86C30 80 20 60 22 40c12 6 22 20 28 46ZM50 86c20-6 30-26 28-46-12 6-22 20-28 46Z" fill="#60a5fa" stroke="#1e40af" stroke-width="2"/><path d="M50 86C40 66 40 36 50 14c10 22 10 52 0 72Z" fill="#93c5fd" stroke="#1e40af" stroke-width="2"/>',
    cat: '<path d="M36 92V54c0-8 4-14 8-18l-4-26 10 16h4l10-16-4 26c4 4 8 10 8 18v38Z" fill="#111827" stroke="#facc15" stroke-width="3"/><circle cx="45" cy="40" r="3" fill="#facc15"/><circle cx="57" cy="40" r="3" fill="#facc15"/><path d="M40 62h22" stroke="#facc15" stroke-width="3"/>',
    falcon:
      '<path d="M50 20c14 0 22 10 22 22l18 8-18 4c0 18-10 36-22 40-12-4-22-22-22-40l-18-4 18-8c0-12 8-22 22-22Z" fill="#a16207" stroke="#422006" stroke-width="3"/><circle cx="58" cy="36" r="4" fill="#111827"/><path d="M62 40l10 6-10 2Z" fill="#facc15"/><path d="M38 62l12 8 12-8" stroke="#fde68a" stroke-width="3" fill="none"/>',
    pharaoh:
      '<path d="M20 92 26 42C26 18 38 8 50 8s24 10 24 34l6 50Z" fill="#2563eb" stroke="#facc15" stroke-width="3"/><path d="M26 50h48M24 62h52M22 74h56" stroke="#facc15" stroke-width="4"/><ellipse cx="50" cy="46" rx="14" ry="18" fill="#d97706"/><circle cx="44" cy="42" r="2.5" fill="#111827"/><circle cx="56" cy="42" r="2.5" fill="#111827"/><path d="M50 8v10" stroke="#facc15" stroke-width="5"/>',
    scarab: medallion(
      '#0f766e',
      '#facc15',
      '<ellipse cx="50" cy="56" rx="16" ry="20" fill="#064e3b" stroke="#facc15" stroke-width="2"/><circle cx="50" cy="32" r="8" fill="#064e3b"/><path d="M50 38v36M34 48l-14-8M66 48l14-8M34 62l-14 6M66 62l14 6" stroke="#facc15" stroke-width="3"/>',
    ),
    sarcophagus:
      '<path d="M50 4c16 0 24 12 24 26l-4 10 8 50H22l8-50-4-10C26 16 34 4 50 4Z" fill="#eab308" stroke="#713f12" stroke-width="3"/><ellipse cx="50" cy="28" rx="12" ry="14" fill="#f59e0b"/><path d="M30 52h40M28 64h44M26 76h48" stroke="#1d4ed8" stroke-width="4"/><path d="M40 44q10 6 20 0" stroke="#713f12" stroke-width="3" fill="none"/>',
  },
};
