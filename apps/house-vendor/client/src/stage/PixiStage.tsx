import type { Application } from 'pixi.js';
import { useEffect, useRef } from 'react';
import * as styles from './stage.css';

export interface PixiStageProps<Scene> {
  /** Loads the game's scene module beside PixiJS (a dynamic import: both stay off the first stake's path). */
  load?: () => Promise<Scene>;
  /** Called once the renderer is up, with the application sized to the stage's box and the loaded scene module. */
  onReady(app: Application, scene: Scene): (() => void) | undefined;
  /** Accessible description of what the surface shows (the words are also on the page). */
  label: string;
  /** Height as a share of the width (the box keeps this shape at any width). */
  aspect: number;
  className?: string;
}

/**
 * The animated surface of a game (reels, wheel, cards): a PixiJS 8 application in WebGL, sized to its
 * box and torn down with it. PixiJS loads after the page is drawn: the controls around the stage work
 * before it (a round staked meanwhile settles and shows in words; the stage shows the last round).
 */
export function PixiStage<Scene = undefined>({
  load,
  onReady,
  label,
  aspect,
  className,
}: PixiStageProps<Scene>) {
  const box = useRef<HTMLDivElement>(null);
  const ready = useRef(onReady);
  ready.current = onReady;
  const loadScene = useRef(load);

  useEffect(() => {
    const element = box.current!;
    let app: Application | undefined;
    let cleanup: (() => void) | undefined;
    let live = true;
    void Promise.all([
      import('./pixiApplication').then(({ startApplication }) => startApplication(element)),
      loadScene.current?.(),
    ]).then(([started, scene]) => {
      app = started;
      if (!live) return started.destroy(true);
      element.appendChild(started.canvas);
      cleanup = ready.current(started, scene as Scene);
      started.render();
    });
    return () => {
      live = false;
      cleanup?.();
      if (app?.renderer) app.destroy(true, { children: true });
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
