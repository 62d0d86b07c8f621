// The payments' public surface (methods and configuration); their list operations are in routes.ts.

export {
  checkCashOutAmounts,
  checkDepositAmounts,
  depositCeilingCents,
  presetList,
} from './amounts.js';
export {
  allMethods,
  depositMinimum,
  findCashoutMethod,
  findDepositMethod,
  readDepositConfig,
  readWithdrawConfig,
  saveCashOutAmounts,
  saveDepositAmounts,
  updateMethod,
  type WithdrawConfig,
} from './repository.js';
export { methodName, wholeUnits } from './rules.js';
