// Draws one cover per game of src/db/seeds/games.json into assets/games/<slug>.svg: a 300x300
// (square, as the lobby grid shows it) card with the game's gradient and a motif drawn from SVG
// primitives. No words (issue 32 §14): an image is not translated, so the game's name, its kind and its
// stakes are the tile's text, in the player's language and money format.
// System font families only, no external references, so covers render the same offline.
// Run: node scripts/seeds/covers.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedsDir, writeAsset, xml } from './lib.mjs';

const W = 300;
const H = 300;
const FONT = 'Arial, Helvetica, sans-serif';

// Deterministic scatter (confetti, stars) so that rerunning the script gives identical files.
function seeded(text) {
  let state = [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const polar = (r, deg) => [r * Math.cos((deg * Math.PI) / 180), r * Math.sin((deg * Math.PI) / 180)];
const pts = (list) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

function starPoints(n, outer, inner, rotate = -90) {
  const list = [];
  for (let i = 0; i < n * 2; i++) list.push(polar(i % 2 ? inner : outer, rotate + (180 / n) * i));
  return pts(list);
}

const motifs = {
  sun: ({ accent }) => {
    const rays = Array.from({ length: 12 }, (_, i) => {
      const a = i * 30;
      return `<polygon points="${pts([polar(52, a - 8), polar(88, a), polar(52, a + 8)])}" fill="${accent}"/>`;
    }).join('');
    return `${rays}<circle r="48" fill="${accent}"/><circle r="34" fill="none" stroke="#00000033" stroke-width="4"/><circle r="14" fill="#00000033"/>`;
  },
  star: ({ accent }) =>
    `<polygon points="${starPoints(5, 82, 34)}" fill="none" stroke="${accent}" stroke-width="8" stroke-linejoin="round" filter="url(#glow)"/><polygon points="${starPoints(5, 40, 17)}" fill="#ffffff"/>`,
  pyramid: ({ accent }) => {
    const steps = [0, 1, 2, 3]
      .map(
        (i) =>
          `<line x1="${-80 + i * 18}" y1="${70 - i * 33}" x2="${80 - i * 18}" y2="${70 - i * 33}" stroke="#00000040" stroke-width="3"/>`,
      )
      .join('');
    return `<circle cx="48" cy="-48" r="30" fill="#ffffff" opacity="0.85"/><polygon points="-95,72 0,-78 95,72" fill="${accent}"/><polygon points="0,-78 95,72 30,72" fill="#00000030"/>${steps}`;
  },
  pearl: ({ accent }) => {
    const flames = Array.from({ length: 16 }, (_, i) => {
      const a = i * 22.5;
      return `<polygon points="${pts([polar(58, a - 9), polar(84, a + 6), polar(58, a + 9)])}" fill="${accent}"/>`;
    }).join('');
    return `${flames}<circle r="56" fill="url(#pearl)"/><ellipse cx="-18" cy="-22" rx="14" ry="9" fill="#ffffff" opacity="0.9"/>`;
  },
  clover: ({ accent }) => {
    const leaves = [0, 90, 180, 270]
      .map((a) => {
        const [x, y] = polar(30, a - 45);
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="30" fill="${accent}" stroke="#1b5e20" stroke-width="3"/>`;
      })
      .join('');
    return `<path d="M0,10 Q20,60 5,90" stroke="#1b5e20" stroke-width="9" fill="none" stroke-linecap="round"/>${leaves}<circle r="10" fill="#1b5e20"/>`;
  },
  cherry: () =>
    '<path d="M-30,30 Q-10,-40 20,-80 M35,25 Q30,-30 20,-80" stroke="#2e7d32" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M20,-80 Q60,-95 70,-60 Q40,-55 20,-80Z" fill="#43a047"/><circle cx="-35" cy="45" r="36" fill="#d50000" stroke="#7f0000" stroke-width="4"/><circle cx="40" cy="40" r="36" fill="#e53935" stroke="#7f0000" stroke-width="4"/><circle cx="-47" cy="32" r="9" fill="#ffffff" opacity="0.7"/><circle cx="28" cy="27" r="9" fill="#ffffff" opacity="0.7"/>',
  waves: ({ accent }) => {
    const waves = [0, 1, 2]
      .map(
        (i) =>
          `<path d="M-110,${30 + i * 24} q27,-22 55,0 t55,0 t55,0 t55,0" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`,
      )
      .join('');
    return `<circle cy="-30" r="44" fill="url(#pearl)"/><ellipse cx="-14" cy="-46" rx="11" ry="7" fill="#ffffff"/>${waves}<circle cx="70" cy="-60" r="8" fill="none" stroke="#ffffff" stroke-width="3"/><circle cx="86" cy="-82" r="5" fill="none" stroke="#ffffff" stroke-width="3"/>`;
  },
  paw: ({ accent }) => {
    const toes = [
      [-52, -30],
      [-20, -62],
      [20, -62],
      [52, -30],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="17" ry="23" fill="${accent}"/>`)
      .join('');
    return `<circle r="92" fill="none" stroke="${accent}" stroke-width="4" stroke-dasharray="6 10"/>${toes}<path d="M0,-8 C40,-8 58,40 42,58 C28,72 12,56 0,56 C-12,56 -28,72 -42,58 C-58,40 -40,-8 0,-8Z" fill="${accent}"/>`;
  },
  koi: ({ accent }) =>
    `<path d="M-20,70 Q-60,20 -20,-30 Q10,-70 60,-70 Q40,-40 20,-20 Q-10,20 -20,70Z" fill="${accent}" stroke="#ffffff" stroke-width="4" transform="rotate(20)"/><path d="M60,-70 L98,-92 L86,-52Z" fill="${accent}" stroke="#ffffff" stroke-width="3" transform="rotate(20)"/><circle cx="-22" cy="44" r="6" fill="#ffffff" transform="rotate(20)"/><circle cx="-80" cy="-50" r="8" fill="none" stroke="#ffffff" stroke-width="3"/><circle cx="-64" cy="-76" r="5" fill="none" stroke="#ffffff" stroke-width="3"/>`,
  forest: ({ accent }) => {
    const tree = (x, scale) =>
      `<g transform="translate(${x},20) scale(${scale})"><polygon points="0,-80 -40,-10 40,-10" fill="${accent}"/><polygon points="0,-50 -50,40 50,40" fill="${accent}"/><rect x="-8" y="40" width="16" height="30" fill="#3e2723"/></g>`;
    return `<circle cx="70" cy="-60" r="22" fill="#ffffff" opacity="0.9"/>${tree(-70, 0.7)}${tree(70, 0.8)}${tree(0, 1)}`;
  },
  bolt: ({ accent }) =>
    `<polygon points="18,-92 -52,12 -6,12 -24,92 54,-16 8,-16 30,-92" fill="${accent}" stroke="#ffffff" stroke-width="5" stroke-linejoin="round" filter="url(#glow)"/>`,
  confetti: ({ accent }, rnd) => {
    const colours = [accent, '#ffffff', '#ff4081', '#40c4ff', '#ffea00', '#69f0ae'];
    const bits = Array.from({ length: 34 }, (_, i) => {
      const x = (rnd() * 220 - 110).toFixed(1);
      const y = (rnd() * 180 - 90).toFixed(1);
      const c = colours[i % colours.length];
      return i % 2
        ? `<rect x="${x}" y="${y}" width="10" height="5" fill="${c}" transform="rotate(${Math.floor(rnd() * 180)} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="4" fill="${c}"/>`;
    }).join('');
    return `${bits}<polygon points="${starPoints(8, 62, 34)}" fill="${accent}" stroke="#ffffff" stroke-width="4"/>`;
  },
  gem: ({ accent }) =>
    `<g filter="url(#glow)"><polygon points="-80,-30 -45,-70 45,-70 80,-30 0,80" fill="${accent}"/><polygon points="-80,-30 80,-30 0,80" fill="#00000026"/><polyline points="-45,-70 -25,-30 0,-70 25,-30 45,-70" fill="none" stroke="#ffffff" stroke-width="3"/><polyline points="-80,-30 0,80 80,-30 M-25,-30 0,80 25,-30" fill="none" stroke="#ffffff" stroke-width="3"/><polygon points="-38,-62 -20,-62 -30,-40" fill="#ffffff" opacity="0.8"/></g>`,
  flower: ({ accent }) => {
    const petals = Array.from({ length: 5 }, (_, i) => {
      const a = i * 72;
      const [x, y] = polar(34, a - 90);
      return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="26" ry="38" fill="${accent}" stroke="#ad1457" stroke-width="3" transform="rotate(${a} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
    }).join('');
    return `${petals}<circle r="16" fill="#ffeb3b"/><circle cx="85" cy="-60" r="10" fill="${accent}"/><circle cx="-90" cy="55" r="8" fill="${accent}"/>`;
  },
  horseshoe: ({ accent }) => {
    const holes = [-60, -30, 0, 30, 60]
      .map((a) => {
        const [x, y] = polar(60, a + 90);
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5" fill="#3e2723"/>`;
      })
      .join('');
    return `<path d="M-60,-70 L-60,0 A60,60 0 0 0 60,0 L60,-70" fill="none" stroke="${accent}" stroke-width="30" stroke-linecap="round"/>${holes}<polygon points="${starPoints(5, 22, 9)}" fill="#ffffff" transform="translate(0,-40)"/>`;
  },
  candy: ({ accent }) =>
    `<rect x="-6" y="20" width="12" height="80" rx="6" fill="#ffffff"/><circle cy="-20" r="62" fill="#ff4f9a" stroke="${accent}" stroke-width="6"/><path d="M0,-20 m0,-8 a8,8 0 1,1 -8,8 a16,16 0 1,1 16,-16 a24,24 0 1,1 -24,24 a32,32 0 1,1 32,-32 a40,40 0 1,1 -40,40 a48,48 0 1,1 48,-48" fill="none" stroke="${accent}" stroke-width="7"/>`,
  moon: ({ accent }, rnd) => {
    const stars = Array.from({ length: 9 }, () => {
      const x = rnd() * 220 - 110;
      const y = rnd() * 160 - 85;
      return `<polygon points="${starPoints(4, 7, 2.5, 0)}" fill="#ffffff" transform="translate(${x.toFixed(1)},${y.toFixed(1)})"/>`;
    }).join('');
    return `${stars}<path d="M20,-70 A72,72 0 1,0 20,70 A56,56 0 1,1 20,-70Z" fill="${accent}" filter="url(#glow)"/>`;
  },
  seven: ({ accent }) =>
    `<text x="0" y="62" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="190" fill="${accent}" stroke="#ffffff" stroke-width="6" paint-order="stroke" filter="url(#glow)">7</text>`,
  anchor: ({ accent }) =>
    `<g fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"><circle cy="-68" r="16"/><line x1="0" y1="-52" x2="0" y2="78"/><line x1="-40" y1="-26" x2="40" y2="-26"/><path d="M-72,24 Q-60,80 0,78 Q60,80 72,24"/></g><polygon points="-84,30 -60,14 -64,40" fill="${accent}"/><polygon points="84,30 60,14 64,40" fill="${accent}"/>`,
  snowflake: ({ accent }) => {
    const arms = Array.from({ length: 6 }, (_, i) => {
      const a = i * 60;
      return `<g transform="rotate(${a})"><line x1="0" y1="0" x2="0" y2="-84"/><line x1="0" y1="-50" x2="-20" y2="-68"/><line x1="0" y1="-50" x2="20" y2="-68"/><line x1="0" y1="-24" x2="-16" y2="-38"/><line x1="0" y1="-24" x2="16" y2="-38"/></g>`;
    }).join('');
    return `<g stroke="${accent}" stroke-width="8" stroke-linecap="round" filter="url(#glow)">${arms}</g>`;
  },
  panda: ({ accent }) =>
    `<circle r="88" fill="${accent}" opacity="0.35"/><circle cx="-50" cy="-52" r="24" fill="#111111"/><circle cx="50" cy="-52" r="24" fill="#111111"/><circle r="66" fill="#ffffff"/><ellipse cx="-26" cy="-8" rx="16" ry="21" fill="#111111" transform="rotate(-25 -26 -8)"/><ellipse cx="26" cy="-8" rx="16" ry="21" fill="#111111" transform="rotate(25 26 -8)"/><circle cx="-24" cy="-10" r="5" fill="#ffffff"/><circle cx="24" cy="-10" r="5" fill="#ffffff"/><ellipse cy="22" rx="12" ry="8" fill="#111111"/><path d="M-12,38 Q0,48 12,38" stroke="#111111" stroke-width="4" fill="none"/>`,
  palm: ({ accent }) => {
    const leaves = [-160, -120, -70, -20, 20]
      .map(
        (a) =>
          `<ellipse cx="40" cy="0" rx="44" ry="12" fill="#2e7d32" transform="translate(10,-60) rotate(${a})"/>`,
      )
      .join('');
    return `<circle cx="-40" cy="20" r="58" fill="${accent}" opacity="0.9"/><path d="M30,90 Q0,20 10,-60" stroke="#6d4c41" stroke-width="14" fill="none" stroke-linecap="round"/>${leaves}<circle cx="4" cy="-50" r="8" fill="#5d4037"/><circle cx="18" cy="-52" r="8" fill="#5d4037"/>`;
  },
  gear: ({ accent }) => {
    const teeth = Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="-12" y="-86" width="24" height="26" rx="4" fill="${accent}" transform="rotate(${i * 30})"/>`,
    ).join('');
    return `${teeth}<circle r="66" fill="${accent}"/><circle r="26" fill="#3e2723"/><circle r="48" fill="none" stroke="#3e2723" stroke-width="5" stroke-dasharray="8 8"/>`;
  },
  mountain: ({ accent }) =>
    `<circle cy="-10" r="60" fill="${accent}"/><polygon points="-120,80 -40,-20 20,50 60,0 120,80" fill="#3e1f00"/><polygon points="-40,-20 -22,2 -58,2" fill="#ffffff" opacity="0.8"/>`,
  cards: ({ accent }) => {
    const card = (rank, suit, colour, angle, dx) =>
      `<g transform="translate(${dx},0) rotate(${angle})"><rect x="-46" y="-66" width="92" height="132" rx="10" fill="#ffffff" stroke="${accent}" stroke-width="4"/><text x="-32" y="-36" font-family="${FONT}" font-weight="700" font-size="28" fill="${colour}">${rank}</text><text x="0" y="26" text-anchor="middle" font-family="${FONT}" font-size="64" fill="${colour}">${suit}</text></g>`;
    return `${card('K', '♥', '#c62828', -14, -34)}${card('A', '♠', '#111111', 12, 34)}`;
  },
  // a natural nine (9 and a king) over the felt's three bets
  baccarat: ({ accent }) => {
    const card = (rank, suit, colour, angle, dx) =>
      `<g transform="translate(${dx},-8) rotate(${angle})"><rect x="-40" y="-58" width="80" height="116" rx="9" fill="#ffffff" stroke="${accent}" stroke-width="4"/><text x="-28" y="-30" font-family="${FONT}" font-weight="700" font-size="26" fill="${colour}">${rank}</text><text x="0" y="24" text-anchor="middle" font-family="${FONT}" font-size="56" fill="${colour}">${suit}</text></g>`;
    const chip = (x, fill) =>
      `<circle cx="${x}" cy="66" r="17" fill="${fill}" stroke="#ffffff" stroke-width="3" stroke-dasharray="6 4"/>`;
    return `${card('9', '♦', '#c62828', -10, -30)}${card('K', '♣', '#111111', 10, 30)}${chip(-52, '#1e5fa8')}${chip(0, '#2f855a')}${chip(52, '#b71c1c')}`;
  },
  // four to a royal flush held, the stray seven about to be drawn away
  videopoker: ({ accent }) => {
    const card = ([rank, suit, colour], i) =>
      `<g transform="translate(${(i - 2) * 50},-6)"><rect x="-23" y="-34" width="46" height="68" rx="6" fill="#ffffff" stroke="${accent}" stroke-width="2.5"/><text x="-17" y="-14" font-family="${FONT}" font-weight="700" font-size="16" fill="${colour}">${rank}</text><text x="3" y="20" text-anchor="middle" font-family="${FONT}" font-size="30" fill="${colour}">${suit}</text></g>`;
    // the held mark as a tab with a tick, not the word HELD
    const held = (i) =>
      `<rect x="${(i - 2) * 50 - 22}" y="38" width="44" height="16" rx="4" fill="${accent}"/><path d="M${(i - 2) * 50 - 6} 46l4 4 8-8" fill="none" stroke="#1a202c" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    const spade = (rank) => [rank, '♠', '#111111'];
    const hand = [['7', '♥', '#c62828'], spade('J'), spade('Q'), spade('K'), spade('A')];
    return `${hand.map(card).join('')}${[1, 2, 3, 4].map(held).join('')}`;
  },
  wheel: ({ accent }) => {
    const pockets = Array.from({ length: 37 }, (_, i) => {
      const a0 = (360 / 37) * i - 90;
      const a1 = a0 + 360 / 37;
      const colour = i === 0 ? '#00a651' : i % 2 ? '#c62828' : '#111111';
      return `<path d="M0,0 L${pts([polar(86, a0)])} A86,86 0 0 1 ${pts([polar(86, a1)])}Z" fill="${colour}"/>`;
    }).join('');
    const spokes = [0, 90, 180, 270]
      .map(
        (a) => `<rect x="-3" y="-44" width="6" height="44" fill="${accent}" transform="rotate(${a + 45})"/>`,
      )
      .join('');
    return `<circle r="94" fill="${accent}"/>${pockets}<circle r="56" fill="#4e342e"/><circle r="50" fill="none" stroke="${accent}" stroke-width="3"/>${spokes}<circle r="12" fill="${accent}"/><circle cx="0" cy="-70" r="7" fill="#ffffff"/>`;
  },
};

function cover(game) {
  const { colors, motif } = game.theme;
  const rnd = seeded(game.gameCode);
  const draw = motifs[motif];
  if (!draw) throw new Error(`${game.name}: unknown motif ${motif}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${xml(game.name)}">
<title>${xml(game.name)}</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.backgroundStart}"/><stop offset="1" stop-color="${colors.backgroundEnd}"/></linearGradient>
<radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${colors.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="pearl" cx="0.38" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#e8e2f0"/><stop offset="1" stop-color="#b7a9c9"/></radialGradient>
<pattern id="stripes" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="8" height="16" fill="#ffffff" fill-opacity="0.05"/></pattern>
<filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="4" result="blur"/><feMerge><feMergeNode in="blur"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#stripes)"/>
<rect width="${W}" height="${H}" fill="url(#halo)"/>
<g transform="translate(${W / 2},${H / 2})">${draw(colors, rnd)}</g>
</svg>`;
}

const games = JSON.parse(readFileSync(join(seedsDir, 'games.json'), 'utf8'));
for (const game of games) {
  const file = game.cover.replace(/^\/assets\//, '');
  writeAsset(file, cover(game));
}
console.log(`covers: ${games.length} drawn`);
