// Draws the home carousel banners' artwork into assets/banners/: a desktop (1200x400) and a mobile
// (750x375) variant of each, with no words in them: the title and text are banners.json `texts`, which
// the app draws over the image in the player's language. Run: node scripts/seeds/banners.mjs
import { writeAsset } from './lib.mjs';

const FONT = 'Arial, Helvetica, sans-serif';

const banners = [
  {
    slug: 'welcome-bonus',
    colors: ['#3a0066', '#c2185b', '#ffd54a'],
    art: 'chips',
  },
  {
    slug: 'monday-cashback',
    colors: ['#003c3c', '#00897b', '#b2ff59'],
    art: 'coins',
  },
  {
    slug: 'vip-club',
    colors: ['#1a1200', '#8d6e00', '#ffe082'],
    art: 'crown',
  },
  {
    slug: 'aztec-gold',
    colors: ['#5a1d05', '#e0a526', '#fff3b0'],
    art: 'sun',
  },
  {
    slug: 'crypto-deposits',
    colors: ['#0b1026', '#283593', '#ffb74d'],
    art: 'bitcoin',
  },
];

const art = {
  chips: (accent) =>
    [
      [-70, 30, '#e53935'],
      [0, -10, '#1e88e5'],
      [70, 30, '#43a047'],
    ]
      .map(
        ([x, y, c]) =>
          `<g transform="translate(${x},${y})"><circle r="62" fill="${c}" stroke="#ffffff" stroke-width="6"/><circle r="62" fill="none" stroke="#ffffff" stroke-width="14" stroke-dasharray="16 16"/><circle r="40" fill="none" stroke="${accent}" stroke-width="4"/><text y="12" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="34" fill="#ffffff">100</text></g>`,
      )
      .join(''),
  coins: (accent) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<g transform="translate(${(i - 2) * 10},${60 - i * 26})"><ellipse rx="74" ry="22" fill="#b8860b"/><ellipse cy="-8" rx="74" ry="22" fill="${accent}" stroke="#8d6e00" stroke-width="3"/></g>`,
      )
      .join('') +
    `<text x="20" y="-40" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="30" fill="#003c3c">%</text>`,
  crown: (accent) =>
    `<polygon points="-110,60 -120,-50 -60,0 0,-80 60,0 120,-50 110,60" fill="${accent}" stroke="#ffffff" stroke-width="5" stroke-linejoin="round"/><rect x="-110" y="60" width="220" height="30" rx="6" fill="${accent}" stroke="#ffffff" stroke-width="5"/><circle cx="0" cy="20" r="16" fill="#e53935"/><circle cx="-60" cy="30" r="11" fill="#1e88e5"/><circle cx="60" cy="30" r="11" fill="#43a047"/>`,
  sun: (accent) => {
    const rays = Array.from({ length: 16 }, (_, i) => {
      const a = (i * 22.5 * Math.PI) / 180;
      const p = (r, d) => `${(r * Math.cos(a + d)).toFixed(1)},${(r * Math.sin(a + d)).toFixed(1)}`;
      return `<polygon points="${p(80, -0.12)} ${p(130, 0)} ${p(80, 0.12)}" fill="${accent}"/>`;
    }).join('');
    return `${rays}<circle r="76" fill="${accent}"/><circle r="54" fill="none" stroke="#5a1d05" stroke-width="6"/><circle r="22" fill="#5a1d05"/>`;
  },
  bitcoin: (accent) =>
    `<circle r="110" fill="${accent}" stroke="#ffffff" stroke-width="8"/><g fill="#ffffff"><rect x="-12" y="-86" width="12" height="172" rx="4"/><rect x="14" y="-86" width="12" height="172" rx="4"/></g><text x="4" y="50" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="150" fill="#0b1026">B</text>`,
};

function svg(b, width, height, mobile) {
  const [c0, c1, accent] = b.colors;
  // The art sits on the right: the app draws the banner's title and text over the left part.
  const artX = mobile ? width - 170 : width - 260;
  const artY = height / 2;
  const scale = mobile ? 0.95 : 1.15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient>
<radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${accent}" stop-opacity="0.5"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="2" fill="#ffffff" fill-opacity="0.08"/></pattern>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#dots)"/>
<circle cx="${artX}" cy="${artY}" r="${mobile ? 180 : 230}" fill="url(#halo)"/>
<g transform="translate(${artX},${artY}) scale(${scale})">${art[b.art](accent)}</g>
</svg>`;
}

for (const b of banners) {
  writeAsset(`banners/${b.slug}-desktop.svg`, svg(b, 1200, 400, false));
  writeAsset(`banners/${b.slug}-mobile.svg`, svg(b, 750, 375, true));
}
console.log(`banners: ${banners.length} drawn`);
