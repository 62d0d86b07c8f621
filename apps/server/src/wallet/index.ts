// The wallet domain's public surface; its operations (transactions, play block) are in routes.ts.
export { formatCents, type Money, money, toCents } from '../shared/money.js';
export { type Balances, depositedTotal, gameNetSince, getBalances, largestDeposit } from './balances.js';
export { playBlocked } from './block.js';
export { holdCashOut, lockWalletForCashOut, returnCashOut } from './cashOut.js';
export { type Figures, ledgerFigures, memberLedger } from './figures.js';
export {
  credit,
  debit,
  ensureWallet,
  inTransaction,
  type LedgerResult,
  moveBalance,
  postLedger,
} from './ledger.js';
export { findGrantDifferences } from './reconcile.js';
export { TransactionClass, type TransactionType, transactionTypes } from './schema.js';
export { vipLevelFor } from './vip.js';
