import { type Application, Container, Graphics, Sprite, Text, Texture } from 'pixi.js';
import { pocketColor } from '../../../../src/games/roulette/engine';
import { easeOutCubic, tween } from '../../stage/tween';

/** The pockets of a European (single-zero) wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
const STEP = (Math.PI * 2) / WHEEL_ORDER.length;
const COLOURS = { red: 0xc53030, black: 0x1a202c, green: 0x2f855a };
export const SPIN_MS = 4200;

/**
 * The wheel in PixiJS: pockets turning one way, the ball the other, slowing together until the ball
 * rests in the drawn pocket (the angle is solved backwards from the result, so it always lands there).
 */
export class WheelScene {
  /** The wheel drawn once into a texture: a spin turns one picture, not 37 pockets and their numbers. */
  private readonly wheel = new Sprite();
  private readonly ball = new Graphics();
  private readonly centre = new Text({
    text: '',
    style: { fontFamily: 'Inter Variable, system-ui', fontWeight: '900', fontSize: 28, fill: '#ffffff' },
  });
  private radius = 0;
  private wheelAngle = 0;
  private ballAngle = -Math.PI / 2;
  private ballRadius = 0;

  constructor(
    private readonly app: Application,
    last: number | null,
  ) {
    this.centre.anchor.set(0.5);
    app.stage.addChild(this.wheel, this.ball, this.centre);
    this.layout();
    app.renderer.on('resize', () => {
      this.layout();
      app.render();
    });
    if (last !== null) this.rest(last);
  }

  private layout(): void {
    const { width, height } = this.app.screen;
    this.radius = Math.min(width, height) / 2 - 6;
    const r = this.radius;
    const drawn = new Container();
    const disc = new Graphics()
      .circle(0, 0, r)
      .fill(0x5a3a1a)
      .circle(0, 0, r * 0.92)
      .fill(0x2d1b0e);
    drawn.addChild(disc);
    WHEEL_ORDER.forEach((number, index) => {
      const from = index * STEP - STEP / 2 - Math.PI / 2;
      const pocket = new Graphics()
        .moveTo(0, 0)
        .arc(0, 0, r * 0.88, from, from + STEP)
        .lineTo(0, 0)
        .fill(COLOURS[pocketColor(number)])
        .stroke({ width: 1, color: 0xd69e2e, alpha: 0.6 });
      const label = new Text({
        text: String(number),
        style: {
          fontFamily: 'Inter Variable, system-ui',
          fontWeight: '700',
          fontSize: Math.max(8, r / 11),
          fill: '#ffffff',
        },
      });
      const mid = index * STEP - Math.PI / 2;
      label.anchor.set(0.5);
      label.position.set(Math.cos(mid) * r * 0.78, Math.sin(mid) * r * 0.78);
      label.rotation = mid + Math.PI / 2;
      drawn.addChild(pocket, label);
    });
    drawn.addChild(
      new Graphics()
        .circle(0, 0, r * 0.62)
        .fill(0x3b2410)
        .stroke({ width: 3, color: 0xd69e2e }),
      new Graphics()
        .circle(0, 0, r * 0.3)
        .fill(0x1a1033)
        .stroke({ width: 2, color: 0xd69e2e }),
    );
    const previous = this.wheel.texture;
    this.wheel.texture = this.app.renderer.generateTexture({
      target: drawn,
      resolution: this.app.renderer.resolution,
      antialias: true,
    });
    if (previous !== Texture.EMPTY) previous.destroy(true);
    drawn.destroy({ children: true });
    this.wheel.anchor.set(0.5);
    this.wheel.position.set(width / 2, height / 2);
    this.centre.position.set(width / 2, height / 2);
    this.centre.style.fontSize = Math.max(16, r / 4.5);
    this.ballRadius = r * 0.7;
    this.draw();
  }

  private draw(): void {
    this.wheel.rotation = this.wheelAngle;
    const { x, y } = this.wheel.position;
    this.ball
      .clear()
      .circle(
        x + Math.cos(this.ballAngle) * this.ballRadius,
        y + Math.sin(this.ballAngle) * this.ballRadius,
        Math.max(4, this.radius / 22),
      )
      .fill(0xf7fafc);
  }

  /** The ball at rest in `number` (after a reload: the last result). */
  rest(number: number): void {
    this.ballAngle = this.wheelAngle + WHEEL_ORDER.indexOf(number) * STEP - Math.PI / 2;
    this.ballRadius = this.radius * 0.7;
    this.centre.text = String(number);
    this.draw();
    this.app.render();
  }

  /** Spins until the ball rests in `number`'s pocket; resolves with the wheel still. */
  async spin(number: number): Promise<void> {
    this.centre.text = '';
    const wheelFrom = this.wheelAngle;
    const wheelTo = wheelFrom + Math.PI * 2 * 2 + Math.random() * Math.PI * 2;
    const ballTo = wheelTo + WHEEL_ORDER.indexOf(number) * STEP - Math.PI / 2;
    const ballFrom = ballTo + Math.PI * 2 * 5;
    await tween(
      this.app,
      SPIN_MS,
      (p) => {
        this.wheelAngle = wheelFrom + (wheelTo - wheelFrom) * p;
        this.ballAngle = ballFrom + (ballTo - ballFrom) * p;
        // the ball runs on the outer track, then drops into the pockets for the last fifth
        this.ballRadius = this.radius * (p < 0.8 ? 0.95 : 0.95 - (0.25 * (p - 0.8)) / 0.2);
        this.draw();
      },
      easeOutCubic,
    );
    this.wheelAngle %= Math.PI * 2;
    this.rest(number);
  }
}
