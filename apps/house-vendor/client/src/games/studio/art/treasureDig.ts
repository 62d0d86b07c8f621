import { medallion, type StudioArt } from './shapes';

/** A pirate island in sand and sea: tools of the dig, the crew, the anchor wild and the map that opens a dig. */
export const art: StudioArt = {
  theme: {
    board: 0x3f2a14,
    reelA: 0xf3e2b3,
    reelB: 0xead6a0,
    frame: 0x0e7490,
    wins: [0xb91c1c, 0x1d4ed8, 0x15803d, 0x7e22ce, 0xc2410c],
  },
  symbols: {
    shovel:
      '<path d="M60 40 84 16" stroke="#78350f" stroke-width="8" stroke-linecap="round"/><path d="M78 10h14v14" stroke="#78350f" stroke-width="6" fill="none"/><path d="M62 38 40 60c-8 8-22 10-26 8-2-4 0-18 8-26l22-22Z" fill="#94a3b8" stroke="#334155" stroke-width="3"/>',
    lamp: '<path d="M36 22h28l-4 8H40Z" fill="#92400e"/><rect x="32" y="30" width="36" height="46" rx="6" fill="#fde68a" stroke="#92400e" stroke-width="4"/><path d="M50 40c6 8 6 16 0 22-6-6-6-14 0-22Z" fill="#f97316"/><rect x="28" y="76" width="44" height="10" rx="3" fill="#92400e"/><path d="M42 22q8-16 16 0" stroke="#92400e" stroke-width="4" fill="none"/>',
    compass: medallion(
      '#fef3c7',
      '#b45309',
      '<path d="M50 20 58 50 50 80 42 50Z" fill="#dc2626"/><path d="M50 50 58 50 50 80 42 50Z" fill="#1f2937"/><circle cx="50" cy="50" r="4" fill="#b45309"/>',
    ),
    parrot:
      '<path d="M44 92c-6-14-12-38-2-56 6-12 20-18 30-12 8 6 6 16 0 20l-10 4c4 14 0 30-6 44Z" fill="#16a34a" stroke="#14532d" stroke-width="3"/><path d="M60 22c10-2 18 4 16 14l-10-4Z" fill="#facc15" stroke="#713f12" stroke-width="2"/><circle cx="58" cy="30" r="4" fill="#111827"/><path d="M42 50c-6 10-6 22 0 32" stroke="#dc2626" stroke-width="8" fill="none"/>',
    ship: '<path d="M12 62h76l-10 20H22Z" fill="#78350f" stroke="#422006" stroke-width="3"/><path d="M50 12v50" stroke="#422006" stroke-width="4"/><path d="M52 16q24 18 0 40ZM48 20q-22 14 0 34Z" fill="#f8fafc" stroke="#64748b" stroke-width="2"/><path d="M50 10l14 4-14 4Z" fill="#111827"/><path d="M8 88q10-6 20 0t20 0 20 0 20 0" stroke="#0e7490" stroke-width="4" fill="none"/>',
    skull:
      '<path d="M50 12c20 0 32 14 32 32 0 12-6 20-12 24v14H30V68c-6-4-12-12-12-24 0-18 12-32 32-32Z" fill="#f8fafc" stroke="#334155" stroke-width="3"/><circle cx="38" cy="46" r="9" fill="#111827"/><circle cx="62" cy="46" r="9" fill="#111827"/><path d="M50 56l-5 9h10Z" fill="#111827"/><path d="M40 74v8M50 74v8M60 74v8" stroke="#334155" stroke-width="3"/>',
    anchor:
      '<circle cx="50" cy="16" r="8" fill="none" stroke="#0e7490" stroke-width="6"/><path d="M50 24v64M32 36h36" stroke="#0e7490" stroke-width="8" stroke-linecap="round"/><path d="M16 58c4 22 20 30 34 30s30-8 34-30" stroke="#0e7490" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M10 62l8-10 8 10ZM74 62l8-10 8 10Z" fill="#0e7490"/>',
    map: '<path d="M10 20l26-8 28 8 26-8v68l-26 8-28-8-26 8Z" fill="#fde68a" stroke="#92400e" stroke-width="3"/><path d="M36 12v68M64 20v68" stroke="#92400e" stroke-width="2"/><path d="M20 66q14-4 20-20t24-14" stroke="#b91c1c" stroke-width="3" stroke-dasharray="5 4" fill="none"/><path d="M62 24l12 12M74 24 62 36" stroke="#b91c1c" stroke-width="5"/>',
  },
};
