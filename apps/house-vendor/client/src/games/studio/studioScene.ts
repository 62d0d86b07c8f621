import { type Application, Container, Graphics, Sprite, Text, Texture } from 'pixi.js';
import type { SlotDefinition } from '../../../../src/games/slotStudio/definition';
import type { StudioWin } from '../../../../src/games/slotStudio/wins';
import { easeOutBack, tween } from '../../stage/tween';
import { type StudioArt, svgDocument } from './art/shapes';
import { BASE_TIMING } from './timing';

/** A drawn window: window[reel][row], symbol names, as the vendor's outcome gives it. */
export type StudioWindow = readonly (readonly string[])[];

const SPIN_SYMBOLS = 16;

/** Bakes an SVG drawing into a texture at twice the largest cell it is drawn in. */
async function textureOf(svg: string): Promise<Texture> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgDocument(svg, 256))}`;
  await image.decode();
  return Texture.from(image);
}

/**
 * One studio slot's surface in PixiJS: its own number of reels and rows, its art and colours. A spin
 * scrolls each reel through a band of its symbols and lands on the drawn stops, reel by reel; wins
 * are drawn as lines (paylines) or framed cells (ways) with their amounts.
 */
export class StudioScene {
  private readonly reels: Container[] = [];
  private readonly overlay = new Graphics();
  private readonly labels = new Container();
  /** Frames of held reels and held cash cells, and the cash values: they stay while wins come and go. */
  private readonly held = new Graphics();
  private readonly cash = new Container();
  private heldReels: readonly number[] = [];
  private heldCells: readonly [number, number][] = [];
  private readonly board = new Container();
  private windowShown: StudioWindow;
  private cell = 0;

  private constructor(
    private readonly app: Application,
    private readonly slot: SlotDefinition,
    private readonly art: StudioArt,
    private readonly textures: ReadonlyMap<string, Texture>,
  ) {
    this.windowShown = slot.reels.map((strip) =>
      Array.from({ length: slot.rows }, (_, row) => slot.symbols[strip[row]!]!.name),
    );
    app.stage.addChild(this.board);
    this.layout();
    app.renderer.on('resize', () => {
      this.layout();
      app.render();
    });
  }

  /** Every symbol of the slot baked into a texture (before a stage exists, so a story can wait for it). */
  static async textures(slot: SlotDefinition, art: StudioArt): Promise<ReadonlyMap<string, Texture>> {
    const textures = new Map<string, Texture>();
    await Promise.all(
      slot.symbols.map(async ({ name }) => {
        textures.set(name, await textureOf(art.symbols[name] ?? ''));
      }),
    );
    return textures;
  }

  static async create(app: Application, slot: SlotDefinition, art: StudioArt): Promise<StudioScene> {
    return new StudioScene(app, slot, art, await StudioScene.textures(slot, art));
  }

  /** A scene from textures already baked (StudioScene.textures). */
  static withTextures(
    app: Application,
    slot: SlotDefinition,
    art: StudioArt,
    textures: ReadonlyMap<string, Texture>,
  ): StudioScene {
    return new StudioScene(app, slot, art, textures);
  }

  private get reelCount() {
    return this.slot.reels.length;
  }

  /** Rebuilds the reels for the stage's size, showing the window last landed. */
  private layout(): void {
    const { width, height } = this.app.screen;
    const rows = this.slot.rows;
    this.cell = Math.min((width - 16) / this.reelCount, (height - 16) / rows);
    const boardWidth = this.cell * this.reelCount;
    const boardHeight = this.cell * rows;
    const { theme } = this.art;
    this.board.removeChildren();
    this.board.position.set((width - boardWidth) / 2, (height - boardHeight) / 2);
    this.board.addChild(
      new Graphics()
        .roundRect(-8, -8, boardWidth + 16, boardHeight + 16, 14)
        .fill(theme.board)
        .stroke({ width: 3, color: theme.frame }),
    );
    this.reels.length = 0;
    for (let reel = 0; reel < this.reelCount; reel += 1) {
      const column = new Container();
      column.x = reel * this.cell;
      const back = new Graphics()
        .roundRect(reel * this.cell + 2, 0, this.cell - 4, boardHeight, 8)
        .fill(reel % 2 ? theme.reelB : theme.reelA);
      const mask = new Graphics().rect(reel * this.cell, 0, this.cell, boardHeight).fill(0xffffff);
      column.mask = mask;
      this.board.addChild(back, mask, column);
      this.reels.push(column);
      this.fill(column, this.windowShown[reel]!);
    }
    this.board.addChild(this.held, this.overlay, this.labels, this.cash);
    this.drawHeld();
  }

  private sprite(name: string, index: number): Sprite {
    const sprite = new Sprite(this.textures.get(name) ?? Texture.EMPTY);
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

  /** A symbol the reel could show while it turns, from its own strip. */
  private passing(reel: number): string {
    const strip = this.slot.reels[reel]!;
    return this.slot.symbols[strip[Math.floor(Math.random() * strip.length)]!]!.name;
  }

  /** Spins every reel and lands it on `target`; resolves when the last reel has stopped. */
  async spin(
    target: StudioWindow,
    onReelStop: (reel: number) => void,
    timing: { firstStop: number; gap: number } = BASE_TIMING,
    /** Reels held full of sticky wilds: they stay put while the others turn. */
    held: readonly number[] = [],
  ): Promise<void> {
    this.clearWins();
    this.clearCash();
    this.heldReels = held;
    this.drawHeld();
    await Promise.all(
      this.reels.map(async (column, reel) => {
        if (held.includes(reel)) return;
        const band = [
          ...target[reel]!,
          ...Array.from({ length: SPIN_SYMBOLS + reel * 3 }, () => this.passing(reel)),
          ...this.windowShown[reel]!,
        ];
        column.removeChildren();
        for (const [index, name] of band.entries()) column.addChild(this.sprite(name, index));
        const travel = (band.length - this.slot.rows) * this.cell;
        await tween(
          this.app,
          timing.firstStop + reel * timing.gap,
          (p) => {
            column.y = -travel + travel * p;
          },
          easeOutBack,
        );
        this.fill(column, target[reel]!);
        onReelStop(reel);
      }),
    );
    this.windowShown = target;
  }

  /** Lays a window as wins read it (an expanding wild over its whole reel) without spinning. */
  reveal(window: StudioWindow): void {
    this.windowShown = window;
    this.reels.forEach((column, reel) => {
      this.fill(column, window[reel]!);
    });
    this.app.render();
  }

  /** A money tag drawn at a cell's foot: a win's amount or a cash symbol's value. */
  private tag(text: string, colour: number): Container {
    const label = new Text({
      text,
      style: {
        fontFamily: 'Inter Variable, system-ui',
        fontWeight: '800',
        fontSize: Math.max(12, this.cell / 4.5),
        fill: '#111111',
      },
    });
    const tag = new Container();
    tag.addChild(new Graphics().roundRect(-4, -2, label.width + 8, label.height + 4, 6).fill(colour), label);
    return tag;
  }

  /** Frames round the held reels (sticky wilds) and the held cells (hold and win). */
  private drawHeld(): void {
    this.held.clear();
    const colour = this.art.theme.frame;
    for (const reel of this.heldReels)
      this.held
        .roundRect(reel * this.cell + 1, 1, this.cell - 2, this.cell * this.slot.rows - 2, 10)
        .stroke({ width: 4, color: colour });
    for (const [reel, row] of this.heldCells)
      this.held
        .roundRect(reel * this.cell + 3, row * this.cell + 3, this.cell - 6, this.cell - 6, 10)
        .fill({ color: colour, alpha: 0.25 })
        .stroke({ width: 3, color: colour });
  }

  /** Marks reels held by sticky wilds (none: the free spins are over). */
  holdReels(reels: readonly number[]): void {
    this.heldReels = reels;
    this.drawHeld();
    this.app.render();
  }

  /** Writes each cash symbol's value on it; the values stay until the next spin. */
  showCash(cells: readonly { reel: number; row: number; label: string }[]): void {
    for (const { reel, row, label } of cells) {
      const tag = this.tag(label, 0xfde047);
      tag.position.set(
        reel * this.cell + (this.cell - tag.width) / 2,
        row * this.cell + this.cell - tag.height - 4,
      );
      this.cash.addChild(tag);
    }
    this.app.render();
  }

  clearCash(): void {
    this.cash.removeChildren();
    this.heldCells = [];
    this.drawHeld();
  }

  /** The hold and win begins: the cash symbols are held, every other cell is emptied for the respins. */
  holdCash(cells: readonly { reel: number; row: number }[]): void {
    this.clearWins();
    this.heldCells = cells.map(({ reel, row }) => [reel, row]);
    this.reels.forEach((column, reel) => {
      column.children.forEach((sprite, row) => {
        sprite.visible = cells.some((cell) => cell.reel === reel && cell.row === row);
      });
    });
    this.drawHeld();
    this.app.render();
  }

  /** One respin: every empty cell turns on its own, then the new cash symbols land, held with their values. */
  async respin(
    landed: readonly { reel: number; row: number; label: string }[],
    cashSymbol: string,
  ): Promise<void> {
    const empty = this.reels.flatMap((column, reel) =>
      column.children.flatMap((sprite, row) =>
        sprite.visible ? [] : [{ sprite: sprite as Sprite, reel, row }],
      ),
    );
    for (const { sprite } of empty) sprite.visible = true;
    let last = -1;
    await tween(
      this.app,
      700,
      (p) => {
        const frame = Math.floor(p * 10);
        if (frame === last) return;
        last = frame;
        for (const { sprite, reel } of empty)
          sprite.texture = this.textures.get(this.passing(reel)) ?? Texture.EMPTY;
      },
      (x) => x,
    );
    for (const { sprite, reel, row } of empty) {
      const hit = landed.some((cell) => cell.reel === reel && cell.row === row);
      sprite.texture = this.textures.get(cashSymbol) ?? Texture.EMPTY;
      sprite.visible = hit;
    }
    this.heldCells = [...this.heldCells, ...landed.map(({ reel, row }): [number, number] => [reel, row])];
    this.drawHeld();
    this.showCash(landed);
  }

  /**
   * A cascade's next window: the winning cells fade, the symbols above them fall into the gaps and new
   * ones drop in from above the reel.
   */
  async drop(next: StudioWindow, gone: readonly [number, number][]): Promise<void> {
    this.clearWins();
    const isGone = (reel: number, row: number) => gone.some(([r, w]) => r === reel && w === row);
    const fading = this.reels.flatMap((column, reel) =>
      column.children.filter((_, row) => isGone(reel, row)),
    );
    await tween(this.app, 250, (p) => {
      for (const sprite of fading) sprite.alpha = 1 - p;
    });
    const moves: { sprite: Sprite; from: number; to: number }[] = [];
    this.reels.forEach((column, reel) => {
      const old = [...column.children] as Sprite[];
      const kept = old.flatMap((sprite, row) => (isGone(reel, row) ? [] : [{ sprite, row }]));
      const fresh = this.slot.rows - kept.length;
      column.removeChildren();
      for (let row = 0; row < fresh; row += 1) {
        const sprite = this.sprite(next[reel]![row]!, row);
        moves.push({ sprite, from: row - fresh, to: row });
        column.addChild(sprite);
      }
      kept.forEach(({ sprite, row }, i) => {
        moves.push({ sprite, from: row, to: fresh + i });
        column.addChild(sprite);
      });
    });
    const inset = this.cell * 0.08;
    await tween(this.app, 420, (p) => {
      for (const { sprite, from, to } of moves) sprite.y = (from + (to - from) * p) * this.cell + inset;
    });
    this.reveal(next);
  }

  /** Draws each win through its cells with the amount it paid; `celebrate` adds the pulse. */
  showWins(wins: readonly (StudioWin & { amount: string })[], celebrate: boolean): void {
    this.clearWins();
    const colours = this.art.theme.wins;
    const centre = ([reel, row]: [number, number]) => [
      reel * this.cell + this.cell / 2,
      row * this.cell + this.cell / 2,
    ];
    wins.forEach((win, index) => {
      const colour = colours[index % colours.length]!;
      const points = win.cells.map(centre);
      if (win.line !== undefined) {
        this.overlay.moveTo(points[0]![0]!, points[0]![1]!);
        for (const [x, y] of points.slice(1)) this.overlay.lineTo(x!, y!);
        this.overlay.stroke({ width: 4, color: colour, alpha: 0.9 });
      }
      for (const [x, y] of points) {
        const inset = 3 + (index % 3) * 2;
        this.overlay.roundRect(
          x! - this.cell / 2 + inset,
          y! - this.cell / 2 + inset,
          this.cell - inset * 2,
          this.cell - inset * 2,
          8,
        );
        this.overlay.stroke({ width: 3, color: colour });
      }
      const [x, y] = points[points.length - 1]!;
      const tag = this.tag(win.amount, colour);
      tag.position.set(x! - tag.width / 2 + 4, y! + this.cell / 4 - index * 2);
      this.labels.addChild(tag);
    });
    if (celebrate) {
      void tween(
        this.app,
        2000,
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
}
