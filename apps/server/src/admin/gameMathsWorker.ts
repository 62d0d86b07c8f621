/**
 * The worker thread that works out every house game's published maths for gameMaths.ts: seconds of
 * arithmetic (exact returns, blackjack's strategy, a cascade slot's walk) kept off the event loop that
 * answers players.
 */

import { parentPort } from 'node:worker_threads';
import { gameSheet, HOUSE_GAMES } from '@casino/house-vendor';

parentPort!.postMessage(HOUSE_GAMES.map(gameSheet));
