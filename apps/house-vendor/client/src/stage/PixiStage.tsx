import 'pixi.js/unsafe-eval';
import { Application } from 'pixi.js';
import { useEffect, useRef } from 'react';
import * as styles from './stage.css';

export interface PixiStageProps {
  /** Called once the renderer is up, with the application sized to the stage's box. */
  onReady(app: Application): (() => void) | undefined;
  /** Accessible description of what the surface shows (the words are also on the page). */
  label: string;
  /** Height as a share of the width (the box keeps this shape at any width). */
  aspect: number;
  className?: string;
}

/**
 * The animated surface of a game (reels, wheel, cards): a PixiJS 8 application in WebGL, sized to its
 * box and torn down with it. `pixi.js/unsafe-eval` keeps the page inside a CSP without 'unsafe-eval'.
 */
export function PixiStage({ onReady, label, aspect, className }: PixiStageProps) {
  const box = useRef<HTMLDivElement>(null);
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    const element = box.current!;
    const app = new Application();
    let cleanup: (() => void) | undefined;
    let live = true;
    void app
      .init({
        resizeTo: element,
        backgroundAlpha: 0,
        antialias: true,
        autoDensity: true,
        resolution: Math.min(window.devicePixelRatio || 1, 2),
        preference: 'webgl',
        autoStart: false,
      })
      .then(() => {
        if (!live) return app.destroy(true);
        element.appendChild(app.canvas);
        cleanup = ready.current(app);
        app.render();
      });
    return () => {
      live = false;
      cleanup?.();
      if (app.renderer) app.destroy(true, { children: true });
    };
  }, []);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      className={className ? `${styles.stage} ${className}` : styles.stage}
      style={{ aspectRatio: `${1 / aspect}` }}
    />
  );
}
