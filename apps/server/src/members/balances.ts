/**
 * The port through which the user info reads a member's money: the wallet domain owns the balances
 * and this re-exports its read (same signature as before the wallet existed).
 */
export { type Balances, getBalances, type Money } from '../wallet/index.js';
