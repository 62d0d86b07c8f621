import type { StudioArt } from './shapes';

const brass = '#b45309';

/** A clockwork vault in brass and copper: tools and gauges, a pocket watch and an airship; the valve is wild, cogs hold cash. */
const cog = (fill: string, edge: string) =>
  `<g fill="${fill}" stroke="${edge}" stroke-width="3">${Array.from({ length: 8 }, (_, i) => `<rect x="43" y="4" width="14" height="16" rx="2" transform="rotate(${i * 45} 50 50)"/>`).join('')}<circle cx="50" cy="50" r="34"/></g><circle cx="50" cy="50" r="14" fill="#1c1917" stroke="${edge}" stroke-width="3"/>`;

export const art: StudioArt = {
  theme: {
    board: 0x1c1917,
    reelA: 0xfef3c7,
    reelB: 0xfde9b0,
    frame: 0xd97706,
    wins: [0x0f766e, 0x7c2d12, 0x1d4ed8, 0x9f1239, 0x4d7c0f],
  },
  symbols: {
    bolt: '<polygon points="50,10 80,28 80,62 50,80 20,62 20,28" fill="#9ca3af" stroke="#374151" stroke-width="3"/><circle cx="50" cy="45" r="14" fill="#4b5563"/><rect x="44" y="78" width="12" height="16" fill="#9ca3af" stroke="#374151" stroke-width="2"/>',
    spring: `<path d="M30 14h40M30 86h40" stroke="${brass}" stroke-width="6" stroke-linecap="round"/><path d="M34 20 66 30 34 40 66 50 34 60 66 70 34 80" stroke="#d97706" stroke-width="6" fill="none" stroke-linejoin="round"/>`,
    wrench:
      '<path d="M28 20a16 16 0 0 0 18 22l30 30a6 6 0 0 0 8-8L54 34a16 16 0 0 0-22-18l10 10-4 8-8 4Z" fill="#94a3b8" stroke="#334155" stroke-width="3"/>',
    gauge: `<circle cx="50" cy="52" r="38" fill="#fef3c7" stroke="${brass}" stroke-width="6"/><path d="M22 60a30 30 0 0 1 56 0" stroke="#dc2626" stroke-width="4" fill="none" stroke-dasharray="4 4"/><path d="M50 52 68 32" stroke="#111827" stroke-width="5" stroke-linecap="round"/><circle cx="50" cy="52" r="6" fill="#111827"/>`,
    lamp: '<path d="M40 12h20l4 12H36Z" fill="#78350f"/><path d="M34 24h32l6 52H28Z" fill="#fde047" stroke="#78350f" stroke-width="4" opacity=".95"/><path d="M34 50h32M50 24v52" stroke="#78350f" stroke-width="3"/><rect x="24" y="76" width="52" height="10" rx="3" fill="#78350f"/>',
    pocketWatch: `<circle cx="50" cy="14" r="7" fill="none" stroke="${brass}" stroke-width="4"/><circle cx="50" cy="56" r="36" fill="#d97706" stroke="#78350f" stroke-width="4"/><circle cx="50" cy="56" r="28" fill="#fffbeb"/><path d="M50 56V36M50 56l14 8" stroke="#111827" stroke-width="4" stroke-linecap="round"/><path d="M50 30v4M76 56h-4M50 82v-4M24 56h4" stroke="#78350f" stroke-width="3"/>`,
    airship:
      '<ellipse cx="50" cy="38" rx="40" ry="20" fill="#b91c1c" stroke="#450a0a" stroke-width="3"/><path d="M14 38h72M22 28h56M22 48h56" stroke="#fca5a5" stroke-width="2"/><path d="M38 58h24v12H38ZM40 56l-6-4M60 56l6-4" fill="#78350f" stroke="#451a03" stroke-width="3"/><path d="M88 30v16l8-8Z" fill="#450a0a"/>',
    valve:
      '<rect x="6" y="6" width="88" height="88" rx="16" fill="#0f766e"/><circle cx="50" cy="50" r="30" fill="none" stroke="#fbbf24" stroke-width="8"/><path d="M50 20v60M20 50h60M29 29l42 42M71 29 29 71" stroke="#fbbf24" stroke-width="6"/><circle cx="50" cy="50" r="10" fill="#fde68a" stroke="#78350f" stroke-width="3"/>',
    cog: cog('#f59e0b', '#78350f'),
  },
};
