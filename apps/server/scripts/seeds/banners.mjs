// Draws the home carousel banners into assets/banners/: a desktop (1200x400) and a mobile (750x500)
// variant of each, from the texts below. banners.json lists them. Run: node scripts/seeds/banners.mjs
import { writeAsset, xml } from './lib.mjs';

const FONT = 'Arial, Helvetica, sans-serif';

const banners = [
  {
    slug: 'welcome-bonus',
    colors: ['#3a0066', '#c2185b', '#ffd54a'],
    kicker: 'WELCOME BONUS',
    headline: '100% up to 200',
    lines: ['on your first deposit', 'Minimum deposit 10 · 18+ · T&C apply'],
    cta: 'JOIN NOW',
    art: 'chips',
  },
  {
    slug: 'monday-cashback',
    colors: ['#003c3c', '#00897b', '#b2ff59'],
    kicker: 'EVERY MONDAY',
    headline: 'Up to 20% cashback',
    lines: ['on last week’s net losses, no wagering', 'Rate by VIP level · 18+ · T&C apply'],
    cta: 'SEE RATES',
    art: 'coins',
  },
  {
    slug: 'vip-club',
    colors: ['#1a1200', '#8d6e00', '#ffe082'],
    kicker: 'VIP CLUB',
    headline: 'Rewards that grow',
    lines: ['1 point for every 10 wagered', 'Bronze at 400 points · bigger cashback'],
    cta: 'DISCOVER VIP',
    art: 'crown',
  },
  {
    slug: 'aztec-gold',
    colors: ['#5a1d05', '#e0a526', '#fff3b0'],
    kicker: 'FEATURED SLOT',
    headline: 'Aztec Gold',
    lines: ['Chase the Sun Stone across 5 reels', 'Also free to try in Fun mode'],
    cta: 'PLAY NOW',
    art: 'sun',
  },
  {
    slug: 'crypto-deposits',
    colors: ['#0b1026', '#283593', '#ffb74d'],
    kicker: 'CRYPTO DEPOSITS',
    headline: 'Deposit with crypto',
    lines: ['BTC, ETH, USDT, LTC and more', 'No casino fees · credited on confirmation'],
    cta: 'HOW IT WORKS',
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
  const artX = mobile ? width / 2 : width - 220;
  const artY = mobile ? 140 : height / 2;
  const scale = mobile ? 0.85 : 1.15;
  const textX = mobile ? width / 2 : 80;
  const anchor = mobile ? 'middle' : 'start';
  const top = mobile ? 290 : 110;
  const headlineSize = mobile ? 56 : 72;
  const text = [
    `<text x="${textX}" y="${top}" text-anchor="${anchor}" font-family="${FONT}" font-weight="800" font-size="${mobile ? 26 : 28}" letter-spacing="4" fill="${accent}">${xml(b.kicker)}</text>`,
    `<text x="${textX}" y="${top + headlineSize + 8}" text-anchor="${anchor}" font-family="${FONT}" font-weight="900" font-size="${headlineSize}" fill="#ffffff" stroke="#000000" stroke-opacity="0.35" stroke-width="4" paint-order="stroke">${xml(b.headline)}</text>`,
    ...b.lines.map(
      (line, i) =>
        `<text x="${textX}" y="${top + headlineSize + 54 + i * 36}" text-anchor="${anchor}" font-family="${FONT}" font-weight="${i ? 400 : 700}" font-size="${i ? 22 : 28}" fill="#ffffff" fill-opacity="${i ? 0.85 : 1}">${xml(line)}</text>`,
    ),
  ].join('\n');
  const ctaWidth = b.cta.length * 17 + 60;
  const ctaX = mobile ? width / 2 - ctaWidth / 2 : 80;
  const ctaY = mobile ? height - 0 : top + headlineSize + 110;
  const cta = mobile
    ? ''
    : `<g><rect x="${ctaX}" y="${ctaY}" width="${ctaWidth}" height="56" rx="28" fill="${accent}"/><text x="${ctaX + ctaWidth / 2}" y="${ctaY + 37}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="24" fill="${c0}">${xml(b.cta)}</text></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${xml(`${b.kicker}: ${b.headline}`)}">
<title>${xml(`${b.kicker}: ${b.headline}`)}</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient>
<radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${accent}" stop-opacity="0.5"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="2" fill="#ffffff" fill-opacity="0.08"/></pattern>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#dots)"/>
<circle cx="${artX}" cy="${artY}" r="${mobile ? 170 : 230}" fill="url(#halo)"/>
<g transform="translate(${artX},${artY}) scale(${scale})">${art[b.art](accent)}</g>
${text}
${cta}
</svg>`;
}

for (const b of banners) {
  writeAsset(`banners/${b.slug}-desktop.svg`, svg(b, 1200, 400, false));
  writeAsset(`banners/${b.slug}-mobile.svg`, svg(b, 750, 500, true));
}
console.log(`banners: ${banners.length} drawn`);
