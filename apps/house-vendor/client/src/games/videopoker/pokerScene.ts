import { type Application, Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { tween } from '../../stage/tween';
import { drawCard } from '../blackjack/cardArt';

/** A card's turn from back to face (or back again): half of it shrinks the card edge-on, half opens it. */
const FLIP_MS = 240;
/** The next card starts turning when the one before is this far into its turn. */
const STAGGER_MS = 110;
/** The cards' top edge, as a share of the stage's width (the HELD buttons' CSS places labels from it). */
export const TOP = 0.03;

/**
 * The video poker machine's five cards in PixiJS, in the blackjack table's card art on a blue felt:
 * five equal columns across the stage (the page lays its HELD buttons over the same columns), the
 * cards at the top of each, the HELD label's room under them. A deal turns the five cards face
 * up one after another; a draw turns over only the cards not held. Nothing flashes or pulses.
 */
export class PokerScene {
  private readonly textures = new Map<string, Texture>();
  private readonly felt = new Graphics();
  private readonly layer = new Container();
  private readonly sprites: Sprite[] = [];
  private cards: (number | null)[] = [null, null, null, null, null];
  private cardWidth = 60;

  constructor(private readonly app: Application) {
    app.stage.addChild(this.felt, this.layer);
    for (let i = 0; i < 5; i += 1) {
      const sprite = new Sprite(this.texture(null));
      sprite.anchor.set(0.5);
      this.sprites.push(sprite);
      this.layer.addChild(sprite);
    }
    this.layout();
    app.renderer.on('resize', () => {
      this.layout();
      app.render();
    });
  }

  private texture(card: number | null): Texture {
    const key = String(card);
    if (!this.textures.has(key)) {
      this.textures.set(key, this.app.renderer.generateTexture({ target: drawCard(card), resolution: 2 }));
    }
    return this.textures.get(key)!;
  }

  private layout(): void {
    const { width, height } = this.app.screen;
    // a card is 0.172 of the width whenever the stage leaves room for the HELD label under it
    this.cardWidth = Math.min((width / 5) * 0.86, (height - width * TOP - 30) / 1.4);
    this.felt.clear().roundRect(0, 0, width, height, 18).fill(0x1a365d).stroke({ width: 4, color: 0xb7791f });
    this.sprites.forEach((sprite, i) => {
      sprite.texture = this.texture(this.cards[i]!);
      this.rest(sprite, i);
    });
  }

  /** A card at its place, full width: its column's centre, in the top of the stage. */
  private rest(sprite: Sprite, i: number): void {
    const { width } = this.app.screen;
    sprite.width = this.cardWidth;
    sprite.height = this.cardWidth * 1.4;
    sprite.position.set((width * (i + 0.5)) / 5, width * TOP + (this.cardWidth * 1.4) / 2);
  }

  /** The hand at rest (a story, a resumed hand): a card, or its back where the value is null. */
  show(cards: readonly (number | null)[]): void {
    this.cards = [...cards];
    this.layout();
    this.app.render();
  }

  /** Turns card `i` to `card` (null: its back), calling onCard as it starts. */
  private async turn(i: number, card: number | null, onCard: () => void): Promise<void> {
    const sprite = this.sprites[i]!;
    this.rest(sprite, i);
    const full = sprite.scale.x;
    onCard();
    let swapped = false;
    await tween(
      this.app,
      FLIP_MS,
      (p) => {
        if (p >= 0.5 && !swapped) {
          swapped = true;
          this.cards[i] = card;
          sprite.texture = this.texture(card);
          this.rest(sprite, i);
        }
        sprite.scale.x = full * Math.abs(1 - 2 * p);
      },
      (x) => x,
    );
    this.rest(sprite, i);
  }

  private async turnAll(changes: [number, number | null][], onCard: () => void): Promise<void> {
    const turns = changes.map(
      ([i, card], order) =>
        new Promise<void>((resolve) => {
          setTimeout(() => void this.turn(i, card, onCard).then(resolve), order * STAGGER_MS);
        }),
    );
    await Promise.all(turns);
  }

  /** A new deal: the old cards turn to their backs, then the five dealt cards face up, left to right. */
  async deal(cards: readonly number[], onCard: () => void): Promise<void> {
    const faceUp = [0, 1, 2, 3, 4]
      .filter((i) => this.cards[i] !== null)
      .map((i): [number, null] => [i, null]);
    if (faceUp.length > 0) await this.turnAll(faceUp, () => {});
    await this.turnAll(
      cards.map((card, i): [number, number] => [i, card]),
      onCard,
    );
  }

  /** The draw: each card not held turns to its back and then to its replacement; held cards stay. */
  async draw(hand: readonly number[], held: readonly number[], onCard: () => void): Promise<void> {
    const replaced = hand.map((card, i): [number, number] => [i, card]).filter(([i]) => !held.includes(i));
    await this.turnAll(
      replaced.map(([i]): [number, null] => [i, null]),
      () => {},
    );
    await this.turnAll(replaced, onCard);
  }
}
