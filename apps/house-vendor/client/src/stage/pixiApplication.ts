import 'pixi.js/unsafe-eval';
import { Application, Ticker } from 'pixi.js';

/**
 * WebGL drawn by the CPU (SwiftShader, llvmpipe: a browser without a usable GPU). Such a context costs
 * more than a 2D canvas: each frame is rasterised in software and then read back for the page's
 * compositor, 100 to 400 ms a frame at 375 px with 4x CPU (bench/games), where the 2D canvas draws the
 * same scene in about 15. Browsers do not flag it as a "major performance caveat", so the renderer's
 * name says it.
 */
function softwareWebGL(): boolean {
  const gl = document.createElement('canvas').getContext('webgl');
  if (!gl) return true;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return /swiftshader|llvmpipe|softpipe|software/i.test(name);
}

/**
 * PixiJS itself, loaded by the stage after the game's controls are on screen (a third of the game's
 * bytes, which the first stake need not wait for). `pixi.js/unsafe-eval` keeps the page inside a CSP
 * without 'unsafe-eval'. WebGL where a GPU draws it, PixiJS's 2D canvas renderer where it would not,
 * and there at most 1.5 pixels a CSS pixel: each frame's canvas is copied to the compositor on the
 * page's own thread, and at 2x the roulette's 750 x 750 copy alone took 14-17 ms of a 20 ms frame.
 */
export async function startApplication(element: HTMLElement): Promise<Application> {
  const software = softwareWebGL();
  // PixiJS's housekeeping ticker (pointer checks, texture collection) asked for an animation frame at
  // every screen refresh, 60 a second in an idle game, so the phone never rested between rounds; it
  // now steps only with the stage's ticker, which runs while something moves (stage/tween.ts).
  Ticker.system.autoStart = false;
  Ticker.system.stop();
  const app = new Application();
  await app.init({
    resizeTo: element,
    backgroundAlpha: 0,
    antialias: true,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, software ? 1.5 : 2),
    preference: software ? 'canvas' : 'webgl',
    autoStart: false,
  });
  app.ticker.add(() => Ticker.system.update(app.ticker.lastTime));
  return app;
}
