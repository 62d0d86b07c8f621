import 'pixi.js/unsafe-eval';
import { Application } from 'pixi.js';

/**
 * PixiJS itself, loaded by the stage after the game's controls are on screen (a third of the game's
 * bytes, which the first stake need not wait for). `pixi.js/unsafe-eval` keeps the page inside a CSP
 * without 'unsafe-eval'.
 */
export async function startApplication(element: HTMLElement): Promise<Application> {
  const app = new Application();
  await app.init({
    resizeTo: element,
    backgroundAlpha: 0,
    antialias: true,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    preference: 'webgl',
    autoStart: false,
  });
  return app;
}
