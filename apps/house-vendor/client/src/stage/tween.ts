import type { Application } from 'pixi.js';

export const easeOutCubic = (x: number) => 1 - (1 - x) ** 3;
/** Overshoots a little and settles: a reel or a ball coming to rest. */
export const easeOutBack = (x: number) => 1 + 2.2 * (x - 1) ** 3 + 1.2 * (x - 1) ** 2;

/**
 * Runs `step(progress)` on every frame of the ticker for `ms`, progress 0..1 eased, and resolves when
 * done (the last step always runs with 1, so a scene always ends exactly where it should). Progress
 * follows the clock, not the ticker's capped frame deltas, so a slow device sees fewer frames of an
 * animation that still lasts what it should (the slot's cycle time rests on it).
 */
export function tween(
  app: Application,
  ms: number,
  step: (progress: number) => void,
  ease: (x: number) => number = easeOutCubic,
): Promise<void> {
  const { ticker } = app;
  running.set(app, (running.get(app) ?? 0) + 1);
  ticker.start();
  return new Promise<void>((resolve) => {
    const start = performance.now();
    const tick = () => {
      const elapsed = performance.now() - start;
      const done = elapsed >= ms;
      step(ease(done ? 1 : elapsed / ms));
      if (done) {
        ticker.remove(tick);
        resolve();
      }
    };
    ticker.add(tick);
  }).then(() => {
    const left = (running.get(app) ?? 1) - 1;
    running.set(app, left);
    if (left === 0) {
      ticker.stop();
      app.render();
    }
  });
}

/**
 * The stage draws only while something moves: its ticker runs during tweens and stops after the last,
 * so an idle game costs no frames (battery on a phone). Static changes call app.render() themselves.
 */
const running = new WeakMap<Application, number>();

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `ms` have passed since `started` (a performance.now() reading). A timer counts whole
 * milliseconds and may fire a fraction of one early, and a game's minimum cycle (2.5 s from stake to next
 * stake) must hold to the millisecond: a spin measured 2499 ms.
 */
export async function waitSince(started: number, ms: number): Promise<void> {
  for (let left = ms - (performance.now() - started); left > 0; left = ms - (performance.now() - started)) {
    await wait(Math.ceil(left));
  }
}
