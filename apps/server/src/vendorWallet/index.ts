// The seamless wallet's public surface; its operations (the vendor's signed calls) are in routes.ts.
export { onWalletBatch } from './batch.js';
export { onRefusedBet, type RefusedBet } from './refusals.js';
export { settledRoundLosses } from './rounds.js';
export { isWalletRoute } from './walletRoute.js';
