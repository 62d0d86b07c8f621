import { rank, type StudioArt } from './shapes';

const crimson = '#7f1d1d';

/** A vampire's castle by night: silver ranks, candles and potions, the count, a blood moon for the wild. */
export const art: StudioArt = {
  theme: {
    board: 0x0c0010,
    reelA: 0x1f0a1f,
    reelB: 0x1a081a,
    frame: 0xb91c1c,
    wins: [0xfca5a5, 0xe9d5ff, 0xfde68a, 0xa7f3d0, 0xbae6fd],
  },
  symbols: {
    ten: rank('10', '#e5e7eb', crimson),
    jack: rank('J', '#d1d5db', crimson),
    queen: rank('Q', '#f5d0fe', crimson),
    king: rank('K', '#fecaca', crimson),
    ace: rank('A', '#fde68a', crimson),
    candle:
      '<path d="M50 10c8 10 8 18 0 24-8-6-8-14 0-24Z" fill="#f59e0b"/><rect x="38" y="34" width="24" height="50" rx="3" fill="#f5f5f4" stroke="#a8a29e" stroke-width="2"/><path d="M40 40q4 10 0 18" stroke="#e7e5e4" stroke-width="3" fill="none"/><ellipse cx="50" cy="88" rx="26" ry="6" fill="#78716c"/>',
    bat: '<path d="M50 40c-6-10-22-18-42-10 10 4 12 14 8 22 8-6 14-4 18 4 2-8 8-10 16-6 8-4 14-2 16 6 4-8 10-10 18-4-4-8-2-18 8-22-20-8-36 0-42 10Z" fill="#3b0764" stroke="#a855f7" stroke-width="2"/><circle cx="46" cy="44" r="2.5" fill="#f87171"/><circle cx="54" cy="44" r="2.5" fill="#f87171"/>',
    potion:
      '<rect x="42" y="8" width="16" height="10" rx="2" fill="#a16207"/><path d="M44 18h12v16c14 6 20 16 20 28 0 16-12 28-26 28S24 78 24 62c0-12 6-22 20-28Z" fill="#be123c" stroke="#fecdd3" stroke-width="3"/><circle cx="42" cy="62" r="5" fill="#fda4af"/><circle cx="56" cy="72" r="3" fill="#fda4af"/>',
    count:
      '<path d="M14 94 22 44 50 70 78 44l8 50Z" fill="#111827" stroke="#b91c1c" stroke-width="3"/><path d="M22 44 10 24l24 14ZM78 44l12-20-24 14Z" fill="#7f1d1d"/><ellipse cx="50" cy="44" rx="18" ry="22" fill="#e5e7eb"/><path d="M32 36c4-16 32-16 36 0-6-6-12-8-18 0-6-8-12-6-18 0Z" fill="#111827"/><circle cx="43" cy="44" r="3" fill="#b91c1c"/><circle cx="57" cy="44" r="3" fill="#b91c1c"/><path d="M44 56h12" stroke="#7f1d1d" stroke-width="3"/><path d="M46 56l1 5 1-5M52 56l1 5 1-5" fill="#fff" stroke="#fff" stroke-width="1.5"/>',
    moon: '<circle cx="50" cy="50" r="42" fill="#450a0a"/><circle cx="50" cy="50" r="34" fill="#dc2626" stroke="#fecaca" stroke-width="3"/><circle cx="40" cy="40" r="7" fill="#b91c1c"/><circle cx="60" cy="58" r="9" fill="#b91c1c"/><circle cx="58" cy="34" r="4" fill="#b91c1c"/>',
    coffin:
      '<path d="M36 6h28l14 24-10 64H32L22 30Z" fill="#44210c" stroke="#d6a461" stroke-width="3"/><path d="M50 24v44M38 38h24" stroke="#e5e7eb" stroke-width="6" stroke-linecap="round"/>',
  },
};
