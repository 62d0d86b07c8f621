// The payments' public surface (methods and configuration); their list operations are in routes.ts.
export {
  allMethods,
  findCashoutMethod,
  findDepositMethod,
  readDepositConfig,
  readWithdrawConfig,
  updateMethod,
  type WithdrawConfig,
} from './repository.js';
export { wholeUnits } from './rules.js';
