// Player protection's public surface (limits, breaks, exclusion); its operations are in routes.ts.
import './schema.js';

export { recordBetLimitHit } from './betLimits.js';
export { activeBreak, breakRefusal, breaksOf, refuseOnBreak, takeTimeOut } from './breaks.js';
export { depositRefusal, recordLimitHit } from './deposits.js';
export { historyOf } from './events.js';
export { excludeAccount, paymentAccountExcluded } from './exclusion.js';
export { depositLimitsOf, limitsOf, lockLimit, lowers, writeLimit } from './limits.js';
export { LocalRegister, type NationalRegister } from './register.js';
export { protectionReport } from './report.js';
export { type LimitKind, limitKinds } from './schema.js';
