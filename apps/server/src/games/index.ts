// The games domain's public surface; its operations (catalogue, launches, history) are in routes.ts.
export {
  allGames,
  findGame,
  gameFigures,
  latestRoundsOf,
  recordLaunch,
  seedGames,
  updateGame,
} from './repository.js';
export { tableLimitsIn } from './tableLimits.js';
