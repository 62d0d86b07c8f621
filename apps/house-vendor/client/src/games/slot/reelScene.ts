import { type Application, Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import type { LineWin } from '../../../../src/games/slot/engine';
import { PAYLINES, REELS, ROWS, SYMBOLS } from '../../../../src/games/slot/symbols';
import { easeOutBack, tween } from '../../stage/tween';
import { drawSymbol } from './symbolArt';

/** Reels spin at least this long; the last stops about 2.1 s after the stake (cycle ≥ 2.5 s with the result). */
export const FIRST_STOP_MS = 1100;
export const STOP_GAP_MS = 250;
const SPIN_SYMBOLS = 18;

const LINE_COLOURS = [0xf6e05e, 0x63b3ed, 0xf687b3, 0x68d391, 0xfbd38d];

/** A drawn window: window[reel][row], symbol names, as the vendor's outcome gives it. */
export type SlotWindow = readonly (readonly string[])[];

const randomSymbol = () => SYMBOLS[Math.floor(Math.random() * (SYMBOLS.length - 1))]!;

/**
 * The slot's surface in PixiJS: 5 reels of 3 rows behind one mask. A spin scrolls each reel through a band of
 * symbols and lands it on the drawn stops, reel by reel; wins are drawn as lines with their amounts.
 */
export class ReelScene {
  private readonly textures = new Map<string, Texture>();
  private readonly reels: Container[] = [];
  private readonly overlay = new Graphics();
  private readonly labels = new Container();
  private readonly board = new Container();
  private windowShown: SlotWindow;
  private cell = 0;

  constructor(
    private readonly app: Application,
    initial: SlotWindow | null,
  ) {
    for (const name of SYMBOLS) {
      this.textures.set(name, app.renderer.generateTexture({ target: drawSymbol(name), resolution: 2 }));
    }
    this.windowShown =
      initial ?? Array.from({ length: REELS }, () => Array.from({ length: ROWS }, randomSymbol));
    app.stage.addChild(this.board);
    this.layout();
    app.renderer.on('resize', () => {
      this.layout();
      app.render();
    });
  }

  /** Rebuilds the reels for the stage's size, showing the window last landed. */
  private layout(): void {
    const { width, height } = this.app.screen;
    this.cell = Math.min((width - 16) / REELS, (height - 16) / ROWS);
    const boardWidth = this.cell * REELS;
    const boardHeight = this.cell * ROWS;
    this.board.removeChildren();
    this.board.position.set((width - boardWidth) / 2, (height - boardHeight) / 2);
    const frame = new Graphics()
      .roundRect(-8, -8, boardWidth + 16, boardHeight + 16, 14)
      .fill(0x1a1033)
      .stroke({ width: 3, color: 0xd69e2e });
    this.board.addChild(frame);
    this.reels.length = 0;
    // one mask for the five reels (they share the window's top and bottom): each mask is a stencil
    // pass (WebGL) or a clip (2D canvas) on every frame of a spin
    const strip = new Container();
    const mask = new Graphics().rect(0, 0, boardWidth, boardHeight).fill(0xffffff);
    strip.mask = mask;
    for (let reel = 0; reel < REELS; reel += 1) {
      const column = new Container();
      column.x = reel * this.cell;
      const back = new Graphics()
        .roundRect(reel * this.cell + 2, 0, this.cell - 4, boardHeight, 8)
        .fill(reel % 2 ? 0x2a1f4d : 0x241a44);
      this.board.addChild(back);
      strip.addChild(column);
      this.reels.push(column);
      this.fill(column, this.windowShown[reel]!);
    }
    this.board.addChild(mask, strip);
    this.board.addChild(this.overlay, this.labels);
  }

  private sprite(name: string, index: number): Sprite {
    const sprite = new Sprite(this.textures.get(name));
    const size = this.cell * 0.84;
    sprite.width = size;
    sprite.height = size;
    sprite.position.set(this.cell * 0.08, index * this.cell + this.cell * 0.08);
    sprite.label = name;
    return sprite;
  }

  private fill(column: Container, symbols: readonly string[]): void {
    column.removeChildren();
    column.y = 0;
    for (const [index, name] of symbols.entries()) column.addChild(this.sprite(name, index));
  }

  /**
   * Draws only the band's symbols in the window (three or four of its 21 to 33): the others would be
   * drawn and then clipped away on every frame.
   */
  private cull(column: Container): void {
    const top = -column.y - this.cell;
    const bottom = -column.y + this.cell * ROWS;
    for (const sprite of column.children) sprite.visible = sprite.y > top && sprite.y < bottom;
  }

  /** Spins every reel and lands it on `target`; resolves when the last reel has stopped. */
  async spin(target: SlotWindow, onReelStop: (reel: number) => void): Promise<void> {
    this.clearWins();
    await Promise.all(
      this.reels.map(async (column, reel) => {
        // band, top to bottom: the drawn symbols, a run of others, then what is showing now
        const band = [
          ...target[reel]!,
          ...Array.from({ length: SPIN_SYMBOLS + reel * 3 }, randomSymbol),
          ...this.windowShown[reel]!,
        ];
        column.removeChildren();
        for (const [index, name] of band.entries()) column.addChild(this.sprite(name, index));
        const travel = (band.length - ROWS) * this.cell;
        await tween(
          this.app,
          FIRST_STOP_MS + reel * STOP_GAP_MS,
          (p) => {
            column.y = -travel + travel * p;
            this.cull(column);
          },
          easeOutBack,
        );
        this.fill(column, target[reel]!);
        onReelStop(reel);
      }),
    );
    this.windowShown = target;
  }

  /** Draws each winning line through its symbols with the amount it paid; `celebrate` adds the pulse. */
  showWins(lineWins: readonly (LineWin & { amount: string })[], celebrate: boolean): void {
    this.clearWins();
    lineWins.forEach((win, index) => {
      const rows = PAYLINES[win.line - 1]!;
      const colour = LINE_COLOURS[index % LINE_COLOURS.length]!;
      const points = Array.from({ length: win.count }, (_, reel) => [
        reel * this.cell + this.cell / 2,
        rows[reel]! * this.cell + this.cell / 2,
      ]);
      this.overlay.moveTo(points[0]![0]!, points[0]![1]!);
      for (const [x, y] of points.slice(1)) this.overlay.lineTo(x!, y!);
      this.overlay.stroke({ width: 4, color: colour, alpha: 0.9 });
      for (const [x, y] of points) {
        this.overlay.roundRect(
          x! - this.cell / 2 + 3,
          y! - this.cell / 2 + 3,
          this.cell - 6,
          this.cell - 6,
          8,
        );
        this.overlay.stroke({ width: 3, color: colour });
      }
      const [x, y] = points[points.length - 1]!;
      const text = new Text({
        text: win.amount,
        style: {
          fontFamily: 'Inter Variable, system-ui',
          fontWeight: '800',
          fontSize: Math.max(12, this.cell / 4.5),
          fill: '#1a1033',
        },
      });
      const tag = new Container();
      tag.addChild(new Graphics().roundRect(-4, -2, text.width + 8, text.height + 4, 6).fill(colour), text);
      tag.position.set(x! - text.width / 2, y! + this.cell / 4 - index * 2);
      this.labels.addChild(tag);
    });
    if (celebrate) {
      void tween(
        this.app,
        2400,
        (p) => {
          this.overlay.alpha = p === 1 ? 1 : 0.6 + 0.4 * Math.abs(Math.sin(p * 13));
        },
        (x) => x,
      );
    } else {
      this.app.render();
    }
  }

  clearWins(): void {
    this.overlay.clear();
    this.overlay.alpha = 1;
    this.labels.removeChildren();
  }

  /** Shows a window at once (the last round, after a reload). */
  show(window: SlotWindow): void {
    this.windowShown = window;
    this.layout();
    this.app.render();
  }
}
