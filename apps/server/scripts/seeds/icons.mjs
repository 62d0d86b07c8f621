// Draws the VIP level badges (assets/vip/) and the payment method tiles (assets/payments/).
// Payment tiles are generic drawings, not the brands' logos, and carry no words (issue 32 §14): the
// method's name is the list's text beside them, in the player's language.
// Run: node scripts/seeds/icons.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedsDir, writeAsset, xml } from './lib.mjs';

const read = (name) => JSON.parse(readFileSync(join(seedsDir, name), 'utf8'));

function starPoints(n, outer, inner) {
  const list = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = ((-90 + (180 / n) * i) * Math.PI) / 180;
    list.push(`${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`);
  }
  return list.join(' ');
}

// A medal: ribbon, rim in the level colour, and one star per step of the ladder.
function vipBadge(level, rank) {
  const stars = Array.from({ length: rank }, (_, i) => {
    const x = (i - (rank - 1) / 2) * 18;
    return `<polygon points="${starPoints(5, 8, 3.4)}" fill="#ffffff" transform="translate(${x.toFixed(1)},38)"/>`;
  }).join('');
  const gem = `<polygon points="-26,-14 -14,-30 14,-30 26,-14 0,22" fill="#ffffff" fill-opacity="0.9"/><polyline points="-26,-14 26,-14 M-14,-30 -6,-14 0,-30 6,-14 14,-30 M-6,-14 0,22 6,-14" fill="none" stroke="${level.color}" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="-80 -80 160 160" role="img" aria-label="${xml(level.name)}">
<title>${xml(level.name)}</title>
<defs><radialGradient id="face" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.45" stop-color="${level.color}"/><stop offset="1" stop-color="#000000" stop-opacity="0.55"/></radialGradient></defs>
<polygon points="-34,30 -52,78 -30,68 -18,84 -4,40" fill="#b71c1c"/><polygon points="34,30 52,78 30,68 18,84 4,40" fill="#b71c1c"/>
<circle r="62" fill="${level.color}"/><circle r="62" fill="url(#face)"/><circle r="50" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>
<g transform="translate(0,-6)">${gem}</g>${stars}
</svg>`;
}

// Each tile: a coloured card, a small drawing and the method's short name.
const tiles = {
  card: ['#1a237e', '#3949ab', 'card', 'VISA · MC'],
  'card-one': ['#4a148c', '#ff6f00', 'card', 'MASTERCARD'],
  paypal: ['#003087', '#009cde', 'wallet', 'PayPal'],
  payp: ['#00457c', '#0079c1', 'wallet', 'PayPal Express'],
  pingpong: ['#004d40', '#26a69a', 'card', 'CARD'],
  crypto: ['#e65100', '#ffa726', 'coin', 'CRYPTO'],
  crypt: ['#3e2723', '#ff9800', 'coin', 'BTC · ETH · USDT'],
  'only-pay': ['#263238', '#607d8b', 'lock', 'SECURE CARD'],
  pix: ['#00695c', '#32bcad', 'diamond', 'Pix'],
  cpay: ['#0d47a1', '#42a5f5', 'card', 'CPAY'],
  cash: ['#1b5e20', '#00c853', 'note', 'QR TRANSFER'],
  stripe: ['#311b92', '#7c4dff', 'lock', 'CARD CHECKOUT'],
  bank: ['#37474f', '#78909c', 'bank', 'BANK'],
  'mercado-pago': ['#0277bd', '#00b1ea', 'wallet', 'Mercado Pago'],
  btc: ['#e65100', '#f7931a', 'coin', 'Bitcoin'],
  payid: ['#880e4f', '#ec407a', 'at', 'PayID'],
};

const glyphs = {
  card: '<rect x="-26" y="-17" width="52" height="34" rx="5" fill="#ffffff"/><rect x="-26" y="-9" width="52" height="7" fill="#263238"/><rect x="-20" y="6" width="16" height="5" rx="1" fill="#ffb300"/>',
  wallet:
    '<rect x="-26" y="-16" width="52" height="34" rx="6" fill="#ffffff"/><rect x="6" y="-4" width="22" height="12" rx="4" fill="#263238"/><circle cx="13" cy="2" r="3" fill="#ffffff"/>',
  coin: '<circle r="20" fill="#ffffff"/><text y="8" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="900" font-size="24" fill="#e65100">B</text><rect x="-4" y="-19" width="3" height="6" fill="#e65100"/><rect x="2" y="-19" width="3" height="6" fill="#e65100"/><rect x="-4" y="13" width="3" height="6" fill="#e65100"/><rect x="2" y="13" width="3" height="6" fill="#e65100"/>',
  lock: '<rect x="-18" y="-4" width="36" height="26" rx="4" fill="#ffffff"/><path d="M-11,-4 V-12 A11,11 0 0 1 11,-12 V-4" fill="none" stroke="#ffffff" stroke-width="6"/><circle cy="8" r="4" fill="#263238"/>',
  diamond:
    '<g transform="rotate(45)"><rect x="-16" y="-16" width="14" height="14" rx="3" fill="#ffffff"/><rect x="2" y="-16" width="14" height="14" rx="3" fill="#ffffff"/><rect x="-16" y="2" width="14" height="14" rx="3" fill="#ffffff"/><rect x="2" y="2" width="14" height="14" rx="3" fill="#ffffff"/></g>',
  note: '<rect x="-28" y="-16" width="56" height="32" rx="4" fill="#ffffff"/><circle r="10" fill="none" stroke="#1b5e20" stroke-width="4"/><text y="5" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="900" font-size="14" fill="#1b5e20">$</text>',
  bank: '<polygon points="-26,-8 0,-22 26,-8" fill="#ffffff"/><rect x="-22" y="-6" width="6" height="22" fill="#ffffff"/><rect x="-9" y="-6" width="6" height="22" fill="#ffffff"/><rect x="4" y="-6" width="6" height="22" fill="#ffffff"/><rect x="16" y="-6" width="6" height="22" fill="#ffffff"/><rect x="-26" y="16" width="52" height="5" fill="#ffffff"/>',
  at: '<circle r="20" fill="#ffffff"/><text y="9" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="900" font-size="28" fill="#880e4f">@</text>',
};

function tile([c0, c1, glyph, label]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100" role="img" aria-label="${xml(label)}">
<title>${xml(label)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient></defs>
<rect width="160" height="100" rx="14" fill="url(#bg)"/>
<g transform="translate(80,50)">${glyphs[glyph]}</g>
</svg>`;
}

const levels = read('vipLevels.json');
levels.forEach((level, rank) => {
  writeAsset(level.icon.replace(/^\/assets\//, ''), vipBadge(level, rank));
});

const used = new Set(
  [...read('depositPaymentMethods.json'), ...read('cashoutPaymentMethods.json')].map((m) => m.icon),
);
for (const icon of used) {
  const key = icon.replace(/^\/assets\/payments\//, '').replace(/\.svg$/, '');
  if (!tiles[key]) throw new Error(`no tile drawing for ${icon}`);
  writeAsset(`payments/${key}.svg`, tile(tiles[key]));
}
console.log(`icons: ${levels.length} VIP badges, ${used.size} payment tiles`);
