import { rank, type StudioArt } from './shapes';

const ice = '#93c5fd';

/** The frozen north at night: icy ranks, owl, elk, bear and the wolf; the aurora is wild, the snowflake scatters. */
export const art: StudioArt = {
  theme: {
    board: 0x0b1a33,
    reelA: 0xdbeafe,
    reelB: 0xcfe2fb,
    frame: 0x7dd3fc,
    wins: [0x0ea5e9, 0x9333ea, 0x16a34a, 0xe11d48, 0xf59e0b],
  },
  symbols: {
    ten: rank('10', '#1e3a8a', ice),
    jack: rank('J', '#0369a1', ice),
    queen: rank('Q', '#4338ca', ice),
    king: rank('K', '#0e7490', ice),
    ace: rank('A', '#1e40af', ice),
    owl: '<ellipse cx="50" cy="56" rx="30" ry="36" fill="#f8fafc" stroke="#64748b" stroke-width="3"/><circle cx="38" cy="44" r="10" fill="#fde047" stroke="#1f2937" stroke-width="3"/><circle cx="62" cy="44" r="10" fill="#fde047" stroke="#1f2937" stroke-width="3"/><circle cx="38" cy="44" r="4" fill="#111827"/><circle cx="62" cy="44" r="4" fill="#111827"/><path d="M46 56l4 8 4-8Z" fill="#f59e0b"/><path d="M34 72l4 4M46 74l4 4M58 72l4 4" stroke="#94a3b8" stroke-width="3"/>',
    elk: '<path d="M30 10v20l14 8M26 20h10M70 10v20l-14 8M74 20H64" stroke="#78350f" stroke-width="5" fill="none" stroke-linecap="round"/><ellipse cx="50" cy="58" rx="18" ry="26" fill="#92400e" stroke="#451a03" stroke-width="3"/><ellipse cx="50" cy="78" rx="10" ry="8" fill="#d6a461"/><circle cx="42" cy="52" r="3" fill="#111"/><circle cx="58" cy="52" r="3" fill="#111"/>',
    bear: '<circle cx="26" cy="28" r="12" fill="#f1f5f9" stroke="#64748b" stroke-width="3"/><circle cx="74" cy="28" r="12" fill="#f1f5f9" stroke="#64748b" stroke-width="3"/><circle cx="50" cy="54" r="34" fill="#f8fafc" stroke="#64748b" stroke-width="3"/><ellipse cx="50" cy="66" rx="14" ry="10" fill="#e2e8f0"/><circle cx="50" cy="62" r="5" fill="#111827"/><circle cx="38" cy="46" r="4" fill="#111827"/><circle cx="62" cy="46" r="4" fill="#111827"/>',
    wolf: '<path d="M18 14 34 40 50 34 66 40 82 14 80 52 50 92 20 52Z" fill="#64748b" stroke="#1e293b" stroke-width="3" stroke-linejoin="round"/><path d="M36 60 50 92 64 60 50 66Z" fill="#e2e8f0"/><path d="M34 50l10 4M66 50l-10 4" stroke="#fde047" stroke-width="5" stroke-linecap="round"/><circle cx="50" cy="80" r="5" fill="#111827"/>',
    aurora:
      '<rect x="6" y="6" width="88" height="88" rx="16" fill="#0f172a"/><path d="M10 70C30 30 50 80 70 36s18-10 20-12" stroke="#4ade80" stroke-width="10" fill="none" stroke-linecap="round" opacity=".9"/><path d="M10 52C30 18 52 62 72 22" stroke="#a78bfa" stroke-width="7" fill="none" stroke-linecap="round" opacity=".85"/><circle cx="24" cy="22" r="2" fill="#fff"/><circle cx="80" cy="70" r="2" fill="#fff"/><circle cx="56" cy="84" r="2" fill="#fff"/>',
    snowflake:
      '<circle cx="50" cy="50" r="44" fill="#0369a1"/><g stroke="#f0f9ff" stroke-width="5" stroke-linecap="round"><path d="M50 12v76M17 31l66 38M17 69l66-38"/><path d="M42 18l8 8 8-8M42 82l8-8 8 8M20 40l11-3-3-11M80 60l-11 3 3 11M20 60l11 3-3 11M80 40l-11-3 3-11"/></g>',
  },
};
