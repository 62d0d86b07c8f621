import { type StudioArt, star } from './shapes';

/** An enchanted wood: acorn, leaf, berries, a snail, a butterfly, an owl and the unicorn; the fairy is wild, toadstools open the pick. */
export const art: StudioArt = {
  theme: {
    board: 0x1a2e05,
    reelA: 0xf7fee7,
    reelB: 0xecfccb,
    frame: 0xc084fc,
    wins: [0xdb2777, 0x2563eb, 0xea580c, 0x0d9488, 0x7c3aed],
  },
  // the toadstools open five glowing lanterns, not chests (issue 32 §4)
  pick: {
    object: 'lantern',
    drawing:
      '<path d="M38 10h24l-4 10H42Z" fill="#581c87"/><path d="M50 2v8" stroke="#581c87" stroke-width="4"/><rect x="30" y="20" width="40" height="58" rx="10" fill="#fde68a" stroke="#7c3aed" stroke-width="4"/><circle cx="50" cy="49" r="13" fill="#fbbf24"/><path d="M36 78h28l-4 12H40Z" fill="#581c87"/>',
  },
  symbols: {
    acorn:
      '<path d="M24 40h52c0 28-12 48-26 48S24 68 24 40Z" fill="#b45309" stroke="#451a03" stroke-width="3"/><path d="M20 42c0-18 14-26 30-26s30 8 30 26Z" fill="#78350f" stroke="#451a03" stroke-width="3"/><path d="M50 16V6" stroke="#451a03" stroke-width="5" stroke-linecap="round"/>',
    leaf: '<path d="M14 86C14 40 44 12 88 12c0 44-28 74-74 74Z" fill="#65a30d" stroke="#365314" stroke-width="3"/><path d="M14 86 70 30M34 66h18M48 52h16M30 54v14M46 40v14" stroke="#365314" stroke-width="3"/>',
    berry:
      '<path d="M50 12c-4 10-14 14-22 12M50 12c6 8 14 10 22 8" stroke="#15803d" stroke-width="4" fill="none"/><circle cx="36" cy="50" r="16" fill="#be123c" stroke="#4c0519" stroke-width="2"/><circle cx="64" cy="50" r="16" fill="#e11d48" stroke="#4c0519" stroke-width="2"/><circle cx="50" cy="72" r="16" fill="#be123c" stroke="#4c0519" stroke-width="2"/><circle cx="30" cy="44" r="4" fill="#fecdd3"/>',
    snail:
      '<path d="M8 84h70c10 0 14-10 12-18" stroke="#a3e635" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M86 60V44M94 62V48" stroke="#65a30d" stroke-width="3"/><circle cx="46" cy="56" r="28" fill="#f59e0b" stroke="#78350f" stroke-width="3"/><path d="M46 56m-4 0a4 4 0 0 1 8 0 10 10 0 0 1-18 0 16 16 0 0 1 30 0" stroke="#78350f" stroke-width="3" fill="none"/>',
    butterfly:
      '<path d="M50 50C36 18 8 20 12 44c2 12 20 12 38 6ZM50 50c14-32 42-30 38-6-2 12-20 12-38 6Z" fill="#8b5cf6" stroke="#3b0764" stroke-width="3"/><path d="M50 54C36 60 20 80 32 86c10 4 16-16 18-32ZM50 54c14 6 30 26 18 32-10 4-16-16-18-32Z" fill="#ec4899" stroke="#3b0764" stroke-width="3"/><path d="M50 30v52" stroke="#1e1b4b" stroke-width="5" stroke-linecap="round"/>',
    owl: '<path d="M22 24 34 32M78 24 66 32" stroke="#78350f" stroke-width="6" stroke-linecap="round"/><ellipse cx="50" cy="56" rx="30" ry="34" fill="#a16207" stroke="#451a03" stroke-width="3"/><ellipse cx="50" cy="66" rx="18" ry="20" fill="#fde68a"/><circle cx="38" cy="44" r="9" fill="#fff" stroke="#451a03" stroke-width="2"/><circle cx="62" cy="44" r="9" fill="#fff" stroke="#451a03" stroke-width="2"/><circle cx="38" cy="44" r="4" fill="#111"/><circle cx="62" cy="44" r="4" fill="#111"/><path d="M46 54l4 6 4-6Z" fill="#ea580c"/>',
    unicorn:
      '<path d="M58 8 52 34 64 30Z" fill="#facc15" stroke="#a16207" stroke-width="2"/><path d="M30 92c-6-30 4-56 30-60 14-2 24 10 22 22l-8 4-16-4c-4 14 0 28 4 38Z" fill="#f8fafc" stroke="#6b7280" stroke-width="3"/><path d="M42 36C30 40 24 56 26 76M48 34c-10 8-14 22-12 40" stroke="#c084fc" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="66" cy="44" r="3" fill="#111"/>',
    fairy: `<rect x="6" y="6" width="88" height="88" rx="16" fill="#581c87"/><path d="M50 50C30 20 10 30 18 50c6 12 22 8 32 0ZM50 50c20-30 40-20 32 0-6 12-22 8-32 0Z" fill="#e9d5ff" opacity=".85"/><circle cx="50" cy="36" r="8" fill="#fde68a"/><path d="M44 46h12l6 32H38Z" fill="#f0abfc"/>${star(8, '#fef08a', '#fef08a', 78, 20)}`,
    toadstool:
      '<path d="M40 54h20l4 34H36Z" fill="#fef3c7" stroke="#78350f" stroke-width="3"/><path d="M8 56C8 30 28 14 50 14s42 16 42 42Z" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/><circle cx="30" cy="38" r="6" fill="#fff"/><circle cx="52" cy="28" r="7" fill="#fff"/><circle cx="72" cy="42" r="5" fill="#fff"/>',
  },
};
