import type { Db } from '../db/database.js';
import { type Lang, type MessageKey, t } from '../i18n/index.js';
import { formatMinor } from '../shared/money.js';
import { hasPending } from '../withdrawals/index.js';
import { activeGrant, hasDeposited, memberBonusRules } from './grants.js';
import { sharedOfferHolder } from './signals.js';

/** Why the first-deposit bonus is not on offer, in the order it is checked. */
export type OfferRefusal = 'DEPOSITED' | 'BONUS_ACTIVE' | 'CASH_OUT_PENDING' | 'ONE_PER_PERSON';

const refusalMessage: Record<OfferRefusal, MessageKey> = {
  BONUS_ACTIVE: 'bonus.alreadyActive',
  DEPOSITED: 'bonus.newMembersOnly',
  CASH_OUT_PENDING: 'bonus.cashOutPending',
  ONE_PER_PERSON: 'bonus.oncePerPerson',
};

async function refusalOf(db: Db, memberId: number): Promise<OfferRefusal | null> {
  if (await hasDeposited(db, memberId)) return 'DEPOSITED';
  const grant = await activeGrant(db, memberId);
  // The sign-up bonus is carried into this one, so it does not stand in the way.
  if (grant !== undefined && grant.kind !== 'SIGN_UP') return 'BONUS_ACTIVE';
  if (await hasPending(db, memberId)) return 'CASH_OUT_PENDING';
  if ((await sharedOfferHolder(db, memberId, 'FIRST_DEPOSIT', false)) !== undefined) return 'ONE_PER_PERSON';
  return null;
}

/**
 * `/sys/depositPaymentMethod/maxBonusInfo`: the first-deposit bonus the member's next deposit would
 * still earn, on the operator's current terms. Eligible before the first deposit, with no bonus active
 * other than the sign-up bonus (it is carried into this one), no pending cash-out, and no other account
 * of the same person that had it. When it is not, the reason and its message in the member's language
 * (issue 32 §3): an offer never silently vanishes. The figures are in the member's currency.
 */
export async function maxBonusInfo(db: Db, memberId: number, lang: Lang) {
  const { rules, exponent } = await memberBonusRules(db, memberId);
  const refusal = await refusalOf(db, memberId);
  return {
    eligible: refusal === null,
    refusal: refusal === null ? null : { reason: refusal, message: t(lang, refusalMessage[refusal]) },
    percentage: rules.firstDeposit.percent,
    maxBonus: formatMinor(rules.firstDeposit.maxBonusCents, exponent),
    minimumDeposit: formatMinor(rules.firstDeposit.minimumDepositCents, exponent),
    wageringMultiplier: rules.wageringMultiplier,
    validDays: rules.firstDeposit.validDays,
  };
}
