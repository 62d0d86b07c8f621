import { type Application, Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import type { BaccaratSide } from '../../../../src/games/baccarat/engine';
import { tween, wait } from '../../stage/tween';
import { drawCard } from '../blackjack/cardArt';
import { handPoints } from './tableau';

/** What the table shows of a coup (the vendor's BaccaratOutcome carries it). */
export interface CoupView {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

const DEAL_MS = 280;
/** The pause before a third card: the tableau is read, then the card comes. */
const THIRD_PAUSE_MS = 320;
const SIDES = ['player', 'banker'] as const;
const COLOURS = { player: 0x63b3ed, banker: 0xfc8181 } as const;

/**
 * The punto banco table in PixiJS, in the blackjack table's felt and cards: the player's box on the
 * left, the banker's on the right, the shoe between them. A coup is dealt as the croupier deals it
 * (player, banker, player, banker), each third card turned sideways as tables show a drawn card, and
 * each side's total follows its cards. The winning box is outlined; nothing flashes or pulses.
 */
export class BaccaratScene {
  private readonly textures = new Map<string, Texture>();
  private readonly felt = new Graphics();
  private readonly cards = new Container();
  private readonly marks = new Container();
  private view: CoupView | null = null;
  private cardWidth = 60;

  constructor(
    private readonly app: Application,
    private readonly words: { player: string; banker: string; tie: string },
  ) {
    app.stage.addChild(this.felt, this.cards, this.marks);
    this.layout();
    app.renderer.on('resize', () => {
      this.layout();
      if (this.view) this.show(this.view);
      app.render();
    });
  }

  private texture(card: number): Texture {
    const key = String(card);
    if (!this.textures.has(key)) {
      this.textures.set(key, this.app.renderer.generateTexture({ target: drawCard(card), resolution: 2 }));
    }
    return this.textures.get(key)!;
  }

  private centre(side: 'player' | 'banker'): number {
    return this.app.screen.width * (side === 'player' ? 0.27 : 0.73);
  }

  private layout(): void {
    const { width, height } = this.app.screen;
    this.cardWidth = Math.min(width / 8.5, height / 4.2, 92);
    const w = this.cardWidth;
    this.felt.clear().roundRect(0, 0, width, height, 18).fill(0x1f6b45).stroke({ width: 4, color: 0x5a3a1a });
    for (const side of SIDES) {
      this.felt
        .roundRect(this.centre(side) - w * 1.45, height * 0.16, w * 2.9, height * 0.8, 14)
        .stroke({ width: 2, color: COLOURS[side], alpha: 0.7 });
    }
    this.felt
      .roundRect(width / 2 - w * 0.5, 10, w, w * 0.9, 8)
      .fill(0x5a3a1a)
      .roundRect(width / 2 - w * 0.4, 16, w * 0.8, w * 0.7, 6)
      .fill(0x9b2c2c)
      .stroke({ width: 2, color: 0xf7fafc });
  }

  /** Where a side's card `i` rests (its unrotated top left): two side by side, a third below them turned a quarter. */
  private spot(side: 'player' | 'banker', i: number) {
    const { height } = this.app.screen;
    const w = this.cardWidth;
    const x = this.centre(side);
    const top = height * 0.26;
    if (i < 2) return { x: x + (i === 0 ? -w * 1.05 : w * 0.05), y: top, rotation: 0 };
    // centred under the first two, its long side across
    return { x: x - w / 2, y: top + w * 1.55, rotation: Math.PI / 2 };
  }

  /** The coup at rest (a reload, a story, a resize): every card in place, totals and the winner shown. */
  show(view: CoupView): void {
    this.view = view;
    this.empty(this.cards);
    for (const side of SIDES) {
      view[side].forEach((card, i) => {
        this.place(side, card, i);
      });
    }
    this.drawMarks(view, view[SIDES[0]].length, view[SIDES[1]].length, true);
    this.app.render();
  }

  /** An empty table before the first coup. */
  clear(): void {
    this.view = null;
    this.empty(this.cards);
    this.empty(this.marks);
    this.app.render();
  }

  private empty(layer: Container): void {
    for (const child of layer.removeChildren()) child.destroy();
  }

  private place(side: 'player' | 'banker', card: number, i: number): Sprite {
    const sprite = new Sprite(this.texture(card));
    sprite.anchor.set(0.5);
    sprite.width = this.cardWidth;
    sprite.height = this.cardWidth * 1.4;
    const spot = this.spot(side, i);
    sprite.position.set(spot.x + this.cardWidth / 2, spot.y + this.cardWidth * 0.7);
    sprite.rotation = spot.rotation;
    this.cards.addChild(sprite);
    return sprite;
  }

  /** Deals the coup card by card from the shoe: P, B, P, B, then the third cards the tableau calls for. */
  async deal(view: CoupView, onCard: () => void): Promise<void> {
    this.view = null;
    this.empty(this.cards);
    this.empty(this.marks);
    const order: ['player' | 'banker', number][] = [
      ['player', 0],
      ['banker', 0],
      ['player', 1],
      ['banker', 1],
      ...(view.player.length > 2 ? [['player', 2] as ['player', number]] : []),
      ...(view.banker.length > 2 ? [['banker', 2] as ['banker', number]] : []),
    ];
    const shown = { player: 0, banker: 0 };
    for (const [side, i] of order) {
      if (i === 2) await wait(THIRD_PAUSE_MS);
      const sprite = this.place(side, view[side][i]!, i);
      const to = { x: sprite.x, y: sprite.y, rotation: sprite.rotation };
      const from = { x: this.app.screen.width / 2, y: 10 + this.cardWidth * 0.45 };
      sprite.position.set(from.x, from.y);
      sprite.rotation = 0;
      onCard();
      await tween(this.app, DEAL_MS, (p) => {
        sprite.position.set(from.x + (to.x - from.x) * p, from.y + (to.y - from.y) * p);
        sprite.rotation = to.rotation * p;
      });
      shown[side] = i + 1;
      this.drawMarks(view, shown.player, shown.banker, false);
      this.app.render();
    }
    this.view = view;
    this.drawMarks(view, shown.player, shown.banker, true);
    this.app.render();
  }

  /** Each side's name and total of the cards shown so far; once settled, the winner's box outlined. */
  private drawMarks(view: CoupView, playerCards: number, bankerCards: number, settled: boolean): void {
    this.empty(this.marks);
    const { width, height } = this.app.screen;
    const w = this.cardWidth;
    const text = (content: string, x: number, y: number, fill: string | number, size = w / 4.2) => {
      const label = new Text({
        text: content,
        style: {
          fontFamily: 'Inter Variable, system-ui',
          fontWeight: '800',
          fontSize: Math.max(12, size),
          fill,
        },
      });
      label.anchor.set(0.5, 0);
      label.position.set(x, y);
      this.marks.addChild(label);
    };
    for (const side of SIDES) {
      const shown = view[side].slice(0, side === 'player' ? playerCards : bankerCards);
      const total = shown.length === 0 ? '' : ` ${handPoints(shown)}`;
      text(`${this.words[side]}${total}`, this.centre(side), height * 0.18, COLOURS[side]);
      if (settled && view.winner === side) {
        this.marks.addChild(
          new Graphics()
            .roundRect(this.centre(side) - w * 1.45, height * 0.16, w * 2.9, height * 0.8, 14)
            .stroke({ width: 4, color: 0xf6e05e }),
        );
      }
    }
    if (settled && view.winner === 'tie') text(this.words.tie, width / 2, height * 0.55, '#f6e05e', w / 3.4);
  }
}
