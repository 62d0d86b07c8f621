import { Container, Graphics } from 'pixi.js';
import type { SymbolName } from '../../../../src/games/slot/symbols';

/**
 * Symbols are drawn in a 100 x 100 box with vector shapes (no image files), then baked to textures.
 * No letters: a word drawn into a picture cannot be translated (issue 32 §14); the symbol's name is
 * in the pay table, from the catalogue. SymbolIcon.tsx draws the same shapes in SVG.
 */

/** A seven as a shape: its top bar and its stroke down. */
const SEVEN = [22, 16, 80, 16, 80, 29, 50, 86, 33, 86, 62, 30, 22, 30];
/** A three-point crown on a band. */
const CROWN = [36, 62, 34, 44, 43, 52, 50, 38, 57, 52, 66, 44, 64, 62];

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
  // a plate of three gold bars, the fruit machine's bar without its word
  bar: () =>
    new Graphics()
      .roundRect(10, 22, 80, 56, 8)
      .fill(0x2d3748)
      .stroke({ width: 3, color: 0xe2e8f0 })
      .roundRect(20, 30, 60, 10, 3)
      .fill(0xecc94b)
      .roundRect(20, 45, 60, 10, 3)
      .fill(0xecc94b)
      .roundRect(20, 60, 60, 10, 3)
      .fill(0xecc94b),
  seven: () => new Graphics().poly(SEVEN).fill(0xf56565).stroke({ width: 4, color: 0x742a2a, join: 'round' }),
  // a star with a crown on it: the wild's emblem
  wild: () =>
    new Graphics()
      .star(50, 52, 5, 44, 20)
      .fill(0xf6e05e)
      .stroke({ width: 3, color: 0xb7791f })
      .poly(CROWN)
      .fill(0x744210),
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
