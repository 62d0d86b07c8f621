import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GameSheet } from '@casino/house-vendor';
import { codeRoot } from '../config.js';

let sheets: Promise<GameSheet[]> | undefined;

function workOut(): Promise<GameSheet[]> {
  const worker = import.meta.url.endsWith('.ts')
    ? // Run from source (tsx, vitest): the worker registers tsx itself to load its TypeScript.
      new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register();
          return import(${JSON.stringify(new URL('./gameMathsWorker.ts', import.meta.url).href)}); })`,
        { eval: true },
      )
    : new Worker(path.join(codeRoot, 'admin', 'gameMathsWorker.js'));
  return new Promise((resolve, reject) => {
    worker.once('message', (result: GameSheet[]) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * The games screen: every house game's published maths as the house vendor derives it from the games'
 * definitions (return, edge, limits, a slot's PAR sheet). Worked out once a process, at the first call,
 * in a worker thread (a few seconds of arithmetic the players' requests must not wait behind), and kept,
 * as the definitions cannot change while it runs. A failed attempt is tried again at the next call.
 */
export async function gameMaths(): Promise<GameSheet[]> {
  sheets ??= workOut().catch((error: unknown) => {
    sheets = undefined;
    throw error;
  });
  return sheets;
}
