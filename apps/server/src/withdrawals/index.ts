// The withdrawals domain's public surface; its operations (apply, list, cancel, lookup) are in routes.ts.
export { cashOutConfigIn, cashOutFigures } from './amounts.js';
export { closingCashOut, reviewCashOut, withdrawalId } from './cashOuts.js';
export {
  cashOutTotals,
  countByStatus,
  countCashOutsByStatus,
  findWithdrawal,
  hasPending,
  latestOfMember,
  pageByStatus,
  statusChanges,
  toRecord,
  type WithdrawalRow,
} from './repository.js';
export {
  monthlyCapCents,
  type ReviewAction,
  reviewActions,
  TransitionRefused,
  WithdrawStatus,
} from './rules.js';
