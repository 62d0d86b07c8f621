/* Story covers drawn inline, so screenshots never wait on a network image. */
export function gameCover(hue: number, initials: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue + 40} 70% 22%)"/>
</linearGradient></defs><rect width="240" height="240" fill="url(#g)"/>
<circle cx="120" cy="120" r="70" fill="none" stroke="hsl(${hue} 90% 80%)" stroke-width="8"/>
<text x="120" y="140" font-family="serif" font-size="56" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleGames = [
  { id: 'g1', name: 'Golden Pharaoh', cover: gameCover(40, 'GP') },
  { id: 'g2', name: 'Emerald Reels', cover: gameCover(150, 'ER') },
  { id: 'g3', name: 'Blackjack Royale', cover: gameCover(220, 'BJ') },
  { id: 'g4', name: 'Ruby Roulette', cover: gameCover(350, 'RR') },
  {
    id: 'g5',
    name: 'Treasure of the Seven Seas and the Lost Kingdom of Atlantis',
    cover: gameCover(190, 'TS'),
  },
  { id: 'g6', name: 'Lucky Sevens', cover: gameCover(280, 'L7') },
  { id: 'g7', name: 'Baccarat', cover: gameCover(0, 'BA') },
  { id: 'g8', name: 'Fruit Fiesta', cover: gameCover(90, 'FF') },
];
