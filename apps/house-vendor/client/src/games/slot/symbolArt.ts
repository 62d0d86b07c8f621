import { Container, Graphics, Text } from 'pixi.js';
import type { SymbolName } from '../../../../src/games/slot/symbols';

/** Symbols are drawn in a 100 x 100 box with vector shapes (no image files), then baked to textures. */
const label = (text: string, fill: string, size: number) => {
  const t = new Text({
    text,
    style: { fontFamily: 'Inter Variable, system-ui, sans-serif', fontWeight: '900', fontSize: size, fill },
  });
  t.anchor.set(0.5);
  t.position.set(50, 52);
  return t;
};

const ART: Record<SymbolName, () => Container> = {
  cherry: () =>
    new Graphics()
      .moveTo(34, 62)
      .bezierCurveTo(38, 38, 52, 24, 70, 16)
      .moveTo(66, 64)
      .bezierCurveTo(62, 42, 62, 30, 70, 16)
      .stroke({ width: 5, color: 0x48bb78 })
      .circle(34, 68, 15)
      .fill(0xe53e3e)
      .circle(66, 70, 15)
      .fill(0xc53030)
      .circle(29, 63, 4)
      .fill(0xfed7d7),
  lemon: () => new Graphics().ellipse(50, 52, 32, 23).fill(0xecc94b).ellipse(42, 44, 10, 5).fill(0xfaf089),
  orange: () =>
    new Graphics()
      .circle(50, 54, 28)
      .fill(0xed8936)
      .circle(41, 45, 6)
      .fill(0xfbd38d)
      .moveTo(50, 26)
      .lineTo(62, 14)
      .stroke({ width: 5, color: 0x48bb78 }),
  plum: () =>
    new Graphics()
      .circle(50, 55, 26)
      .fill(0x805ad5)
      .circle(41, 46, 5)
      .fill(0xd6bcfa)
      .moveTo(50, 29)
      .quadraticCurveTo(56, 16, 68, 16)
      .stroke({ width: 5, color: 0x48bb78 }),
  grape: () => {
    const g = new Graphics();
    for (const [x, y] of [
      [40, 32],
      [60, 32],
      [30, 50],
      [50, 50],
      [70, 50],
      [40, 68],
      [60, 68],
      [50, 84],
    ] as const) {
      g.circle(x, y, 10.5)
        .fill(0x6b46c1)
        .circle(x - 3, y - 3, 3)
        .fill(0xb794f4);
    }
    return g;
  },
  bell: () =>
    new Graphics()
      .moveTo(50, 16)
      .bezierCurveTo(30, 16, 28, 40, 28, 56)
      .lineTo(20, 72)
      .lineTo(80, 72)
      .lineTo(72, 56)
      .bezierCurveTo(72, 40, 70, 16, 50, 16)
      .fill(0xd69e2e)
      .circle(50, 78, 8)
      .fill(0xb7791f),
  bar: () => {
    const c = new Container();
    c.addChild(
      new Graphics().roundRect(10, 30, 80, 42, 6).fill(0x2d3748).stroke({ width: 3, color: 0xe2e8f0 }),
      label('BAR', '#e2e8f0', 28),
    );
    return c;
  },
  seven: () => {
    const c = new Container();
    const seven = label('7', '#f56565', 78);
    seven.style.stroke = { color: '#742a2a', width: 6 };
    c.addChild(seven);
    return c;
  },
  wild: () => {
    const c = new Container();
    c.addChild(
      new Graphics().star(50, 52, 5, 44, 20).fill(0xf6e05e).stroke({ width: 3, color: 0xb7791f }),
      label('WILD', '#744210', 19),
    );
    return c;
  },
  scatter: () =>
    new Graphics()
      .poly([50, 10, 88, 44, 50, 92, 12, 44])
      .fill(0x4fd1c5)
      .stroke({ width: 4, color: 0xe6fffa })
      .poly([50, 24, 72, 44, 50, 76, 28, 44])
      .fill(0x81e6d9),
};

export function drawSymbol(name: SymbolName): Container {
  const art = ART[name]();
  const box = new Container();
  // a transparent 100 x 100 backing so every baked texture has the same frame
  box.addChild(new Graphics().rect(0, 0, 100, 100).fill({ color: 0, alpha: 0 }), art);
  return box;
}
