// The jackpots' public surface: the pools the wallet's settlement pays from and returns to. The list
// operation is in routes.ts.
export { claimedPool, returnContribution, takePool } from './pool.js';
