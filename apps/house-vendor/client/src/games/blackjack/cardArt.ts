import { Container, Graphics, Text } from 'pixi.js';
import { isRed, rankOf, suitOf } from './cards';

/** Card art in a 100 x 140 box, baked to a texture once per card. */
export function drawCard(card: number | null): Container {
  const box = new Container();
  if (card === null) {
    const back = new Graphics()
      .roundRect(0, 0, 100, 140, 10)
      .fill(0xf7fafc)
      .roundRect(6, 6, 88, 128, 7)
      .fill(0x9b2c2c);
    for (let y = 14; y < 130; y += 14) back.moveTo(12, y).lineTo(88, y + 6);
    back.stroke({ width: 2, color: 0xfeb2b2, alpha: 0.5 });
    box.addChild(back);
    return box;
  }
  const colour = isRed(card) ? '#c53030' : '#1a202c';
  const face = new Graphics()
    .roundRect(0, 0, 100, 140, 10)
    .fill(0xffffff)
    .stroke({ width: 2, color: 0xcbd5e0 });
  const corner = new Text({
    text: `${rankOf(card)}\n${suitOf(card)}`,
    style: {
      fontFamily: 'Inter Variable, system-ui',
      fontWeight: '800',
      fontSize: 26,
      fill: colour,
      align: 'center',
      lineHeight: 26,
    },
  });
  corner.position.set(8, 6);
  const pip = new Text({
    text: suitOf(card),
    style: { fontFamily: 'system-ui', fontSize: 60, fill: colour },
  });
  pip.anchor.set(0.5);
  pip.position.set(60, 88);
  box.addChild(face, corner, pip);
  return box;
}
