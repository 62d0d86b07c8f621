import { type Application, Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import { tween } from '../../stage/tween';
import { drawCard } from './cardArt';

/** What the vendor shows of a hand in play (blackjackView). */
export interface TableView {
  phase: 'player' | 'settled';
  /** False without a hole card (European no-hole-card): the dealer shows one card while hands play. */
  holeCard?: boolean;
  dealer: number[];
  dealerTotal: number;
  hands: { cards: number[]; betCents: number; total: number; result: string | null }[];
  active: number;
}

const DEAL_MS = 260;

/**
 * The blackjack table in PixiJS: felt, the shoe, the dealer's cards (the hole card face down while the
 * player decides), each hand fanned with its chip and total. A new view deals only the cards that are
 * new, one at a time from the shoe; the hole card turns over when the dealer plays.
 */
export class TableScene {
  private readonly textures = new Map<string, Texture>();
  private readonly felt = new Graphics();
  private readonly cards = new Map<string, Sprite>();
  private readonly marks = new Container();
  private view: TableView | null = null;
  private cardWidth = 60;

  constructor(
    private readonly app: Application,
    private readonly words: {
      dealer: string;
      money(cents: number): string;
      total(hand: number, total: number): string;
    },
  ) {
    app.stage.addChild(this.felt, this.marks);
    this.layout();
    app.renderer.on('resize', () => {
      this.layout();
      if (this.view) this.place(this.view, false);
      app.render();
    });
  }

  private texture(card: number | null): Texture {
    const key = card === null ? 'back' : String(card);
    if (!this.textures.has(key)) {
      this.textures.set(key, this.app.renderer.generateTexture({ target: drawCard(card), resolution: 2 }));
    }
    return this.textures.get(key)!;
  }

  private layout(): void {
    const { width, height } = this.app.screen;
    this.cardWidth = Math.min(width / 7, height / 5.2, 96);
    this.felt
      .clear()
      .roundRect(0, 0, width, height, 18)
      .fill(0x1f6b45)
      .stroke({ width: 4, color: 0x5a3a1a })
      .roundRect(width - this.cardWidth * 1.3, 10, this.cardWidth * 1.1, this.cardWidth * 1.55, 8)
      .fill(0x5a3a1a)
      .roundRect(width - this.cardWidth * 1.2, 18, this.cardWidth * 0.9, this.cardWidth * 1.3, 6)
      .fill(0x9b2c2c)
      .stroke({ width: 2, color: 0xf7fafc });
  }

  /** Where each card of a view sits, keyed dealer `d<i>` and hand `h<h>-<i>` (the hole card `d1`). */
  private positions(view: TableView): Map<string, { x: number; y: number; card: number | null }> {
    const { width, height } = this.app.screen;
    const w = this.cardWidth;
    const spots = new Map<string, { x: number; y: number; card: number | null }>();
    const dealer = view.phase === 'player' && view.holeCard !== false ? [view.dealer[0]!, null] : view.dealer;
    dealer.forEach((card, i) => {
      spots.set(`d${i}`, {
        x: width / 2 - w + i * w * 0.62 - (dealer.length - 2) * w * 0.31,
        y: height * 0.08,
        card,
      });
    });
    view.hands.forEach((hand, h) => {
      const centre = (width * (h + 1)) / (view.hands.length + 1);
      hand.cards.forEach((card, i) => {
        spots.set(`h${h}-${i}`, {
          x: centre - w / 2 + (i - (hand.cards.length - 1) / 2) * w * 0.34,
          y: height * 0.46 - i * w * 0.12,
          card,
        });
      });
    });
    return spots;
  }

  /** Shows `view`; with `animate`, new cards are dealt from the shoe one by one and the hole card turns. */
  async show(view: TableView, animate: boolean, onCard: () => void): Promise<void> {
    this.view = view;
    this.marks.removeChildren();
    await this.place(view, animate, onCard);
    this.drawMarks(view);
    this.app.render();
  }

  private async place(view: TableView, animate: boolean, onCard: () => void = () => {}): Promise<void> {
    const spots = this.positions(view);
    const { width } = this.app.screen;
    const w = this.cardWidth;
    for (const [key, sprite] of this.cards) {
      if (!spots.has(key)) {
        sprite.destroy();
        this.cards.delete(key);
      }
    }
    for (const [key, spot] of spots) {
      let sprite = this.cards.get(key);
      const texture = this.texture(spot.card);
      const isNew = !sprite || (sprite.texture !== texture && sprite.label !== 'back');
      if (sprite && isNew) {
        sprite.destroy();
        this.cards.delete(key);
        sprite = undefined;
      }
      if (!sprite) {
        sprite = new Sprite(texture);
        sprite.label = spot.card === null ? 'back' : 'face';
        sprite.position.set(width - w * 1.2, 18);
        this.app.stage.addChild(sprite);
        this.cards.set(key, sprite);
      }
      sprite.width = w;
      sprite.height = w * 1.4;
      const from = { x: sprite.x, y: sprite.y };
      const target = sprite;
      if (animate && (from.x !== spot.x || from.y !== spot.y)) {
        onCard();
        await tween(this.app, DEAL_MS, (p) =>
          target.position.set(from.x + (spot.x - from.x) * p, from.y + (spot.y - from.y) * p),
        );
      } else {
        target.position.set(spot.x, spot.y);
      }
      if (target.label === 'back' && spot.card !== null) {
        // the hole card turns over
        const width = target.width;
        if (animate)
          await tween(this.app, 140, (p) => {
            target.width = width * (1 - p);
          });
        target.texture = texture;
        target.label = 'face';
        if (animate)
          await tween(this.app, 140, (p) => {
            target.width = width * p;
          });
        target.width = width;
        target.height = width * 1.4;
      }
    }
    this.app.stage.addChild(this.marks);
  }

  private drawMarks(view: TableView): void {
    const { width, height } = this.app.screen;
    const w = this.cardWidth;
    const text = (content: string, x: number, y: number, fill = '#ffffff') => {
      const t = new Text({
        text: content,
        style: {
          fontFamily: 'Inter Variable, system-ui',
          fontWeight: '700',
          fontSize: Math.max(12, w / 5),
          fill,
        },
      });
      t.anchor.set(0.5, 0);
      t.position.set(x, y);
      this.marks.addChild(t);
      return t;
    };
    text(`${this.words.dealer}: ${view.dealerTotal}`, width / 2, height * 0.08 + w * 1.45);
    view.hands.forEach((hand, h) => {
      const centre = (width * (h + 1)) / (view.hands.length + 1);
      const y = height * 0.46 + w * 1.45;
      if (view.phase === 'player' && h === view.active && view.hands.length > 1) {
        this.marks.addChild(
          new Graphics()
            .roundRect(centre - w * 1.1, height * 0.46 - w * 0.5, w * 2.2, w * 2.4, 10)
            .stroke({ width: 3, color: 0xf6e05e }),
        );
      }
      text(this.words.total(h + 1, hand.total), centre, y);
      const chipY = y + w / 2.2;
      const radius = w / 3.2;
      const chip = new Graphics();
      this.marks.addChild(chip);
      const label = text(
        this.words.money(hand.betCents),
        centre,
        chipY + radius - Math.max(6, w / 10),
        '#1a1033',
      );
      // The stake never spills out of its chip (issue 32 §4): on a 375 px phone a round chip is narrower
      // than '10,00 €', so the chip widens into a pill around its amount.
      const half = Math.max(radius, label.width / 2 + 6);
      chip
        .roundRect(centre - half, chipY, half * 2, radius * 2, radius)
        .fill(0xd69e2e)
        .stroke({ width: 3, color: 0xffffff, alpha: 0.8 });
    });
  }
}
