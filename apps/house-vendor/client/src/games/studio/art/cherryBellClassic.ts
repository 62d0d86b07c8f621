import { type StudioArt, star } from './shapes';

/** A fruit machine of the old school: red felt, chrome bars and a golden star for the wild. */
export const art: StudioArt = {
  theme: {
    board: 0x3b0a0a,
    reelA: 0xfaf5e8,
    reelB: 0xf1e9d2,
    frame: 0xc9a227,
    wins: [0x1e40af, 0x15803d, 0xb91c1c],
  },
  symbols: {
    cherry:
      '<path d="M34 62C38 38 52 24 70 16M66 64C62 42 62 30 70 16" stroke="#2f855a" stroke-width="5" fill="none"/><circle cx="34" cy="68" r="15" fill="#e53e3e"/><circle cx="66" cy="70" r="15" fill="#c53030"/><circle cx="29" cy="63" r="4" fill="#fed7d7"/>',
    lemon:
      '<ellipse cx="50" cy="52" rx="34" ry="24" fill="#ecc94b" stroke="#b7791f" stroke-width="3"/><ellipse cx="42" cy="44" rx="10" ry="5" fill="#faf089"/>',
    bell: '<path d="M50 14C30 14 28 40 28 56L18 74H82L72 56C72 40 70 14 50 14Z" fill="#d69e2e" stroke="#975a16" stroke-width="3"/><circle cx="50" cy="80" r="8" fill="#975a16"/><path d="M38 30q4-8 10-9" stroke="#faf089" stroke-width="4" fill="none"/>',
    bar: '<rect x="8" y="22" width="84" height="56" rx="6" fill="#1a202c" stroke="#a0aec0" stroke-width="4"/><rect x="19" y="30" width="62" height="10" rx="3" fill="#e2e8f0"/><rect x="19" y="45" width="62" height="10" rx="3" fill="#e2e8f0"/><rect x="19" y="60" width="62" height="10" rx="3" fill="#e2e8f0"/>',
    seven:
      '<polygon points="20,14 82,14 82,28 50,88 32,88 63,29 20,29" fill="#e53e3e" stroke="#63171b" stroke-width="4" stroke-linejoin="round"/>',
    wild: `${star(44, '#f6e05e', '#975a16')}<circle cx="50" cy="54" r="9" fill="#fffbea"/>`,
  },
};
