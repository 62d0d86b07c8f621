// The bonuses domain's public surface; its operations (summary, sign-up bonus, forfeit) are in routes.ts.
import './schema.js';

export { bonusHistoryForOperator } from './bonusViews.js';
export { onDepositCredited } from './firstDepositGrant.js';
export { maxBonusInfo } from './firstDepositOffer.js';
export { activeGrant, bonusFigureReader, forfeitBonus, grantRedeemedBonus } from './grants.js';
export { canonicalDetail, countedRouletteStake, type RouletteBetDetail } from './hedges.js';
export { countCountingInvitees, grantInviteBonus, inviteeRule } from './invitations.js';
export { type BonusRuleForm, checkRuleForm, overridesFor, storedForm } from './ruleForm.js';
export { bonusPresets } from './rules.js';
export {
  deviceIdOf,
  normalizeEmail,
  recordDevice,
  recordMemberSignals,
  recordSignal,
  signalHashesOf,
} from './signals.js';
