import { sql } from 'kysely';
import { NewsType, notifyMember } from '../content/index.js';
import type { Db } from '../db/database.js';
import { formatMinor, toMinor } from '../shared/money.js';
import { credit, ensureWallet, inTransaction, postLedger } from '../wallet/index.js';
import {
  activeGrant,
  type GrantOutcome,
  grantBonus,
  lastActivity,
  memberBonusRules,
  refusalBesidesActive,
  wageredOf,
} from './grants.js';
import { firstDepositBonus } from './rules.js';
import type { BonusGrantRow } from './schema.js';
import { sharedOfferHolder } from './signals.js';

/**
 * The first deposit's bonus (100% up to 200, minimum 10, 50x bonus plus deposit within 90 days), run in
 * the deposit's own transaction after its DEPOSIT row. A sign-up bonus still active is carried into it
 * (spec 002 §4: taking the free bonus forces the first-deposit bonus): its held money, at most its win
 * cap, stays on the bonus balance and its remaining wagering is added, under the new grant. The deposit
 * and the terms are in the member's currency's minor units (satoshi for BTC: bonusRulesIn).
 */
export async function onDepositCredited(
  db: Db,
  memberId: number,
  depositCents: bigint,
): Promise<GrantOutcome> {
  return inTransaction(db, async (trx) => {
    const deposits = await trx
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', memberId)
      .where('type', '=', 'DEPOSIT')
      .where('class', '=', 1)
      .executeTakeFirstOrThrow();
    if (Number(deposits.count) !== 1) return { granted: false, reason: 'not the first deposit' };
    const { rules, exponent } = await memberBonusRules(trx, memberId);
    const offer = firstDepositBonus(depositCents, rules);
    if (offer.bonus <= 0n) return { granted: false, reason: 'below minimum' };
    if ((await sharedOfferHolder(trx, memberId, 'FIRST_DEPOSIT')) !== undefined) {
      // The player chose the bonus: they hear why it did not come, the operator sees the refusal's row.
      await notifyMember(trx, memberId, NewsType.share, 'news.firstDepositBonusRefused', {});
      return { granted: false, reason: 'one offer per person' };
    }
    await ensureWallet(trx, memberId);
    await trx
      .selectFrom('wallet')
      .select('member_id')
      .where('member_id', '=', memberId)
      .forUpdate()
      .execute();
    // Refused before anything merges: a sign-up bonus carried into a grant that is then refused would
    // be bonus money no grant owns (issue 25 finding 7).
    const refusal = await refusalBesidesActive(trx, memberId, `FIRST_DEPOSIT:${memberId}`);
    if (refusal !== undefined) return { granted: false, reason: refusal };
    const signUp = await activeGrant(trx, memberId);
    const carried = signUp?.kind === 'SIGN_UP' ? await mergeSignUp(trx, signUp, exponent) : undefined;
    const outcome = await grantBonus(trx, {
      memberId,
      kind: 'FIRST_DEPOSIT',
      grantKey: `FIRST_DEPOSIT:${memberId}`,
      amountCents: offer.bonus,
      depositCents,
      wageringCents: offer.wagering + (carried?.rolling ?? 0n),
      validDays: rules.firstDeposit.validDays,
      rules,
    });
    if (outcome.granted && carried !== undefined && carried.held > 0n) {
      // The sign-up money the merge took off its grant arrives on the new one: ownership moves in rows.
      await credit(trx, {
        memberId,
        type: 'PROMOTION',
        class: 2,
        amount: formatMinor(carried.held, exponent),
        externalRef: `bonus:${outcome.grantId}:carried`,
        referenceRef: `bonus:${carried.grantId}`,
        grantId: outcome.grantId,
      });
    }
    return outcome;
  });
}

/**
 * Closes an active sign-up grant into the first-deposit grant: what it holds above its win cap is
 * forfeited, the rest leaves it in a row (the caller credits it to the new grant). Answers that rest and
 * the remaining wagering.
 */
async function mergeSignUp(
  trx: Db,
  grant: BonusGrantRow,
  exponent: number,
): Promise<{ grantId: string; held: bigint; rolling: bigint }> {
  const wallet = await trx
    .selectFrom('wallet')
    .select(['bonus', 'rolling_amount', 'last_bet_at'])
    .where('member_id', '=', grant.member_id)
    .executeTakeFirstOrThrow();
  const units = (value: string) => toMinor(value, exponent);
  const held = units(wallet.bonus) ?? 0n;
  const cap = grant.win_cap === null ? held : (units(grant.win_cap) ?? held);
  const excess = held > cap ? held - cap : 0n;
  const rolling = units(wallet.rolling_amount) ?? 0n;
  for (const [suffix, cents] of [
    ['cap', excess],
    ['merge', held - excess],
  ] as const) {
    if (cents <= 0n) continue;
    await trx
      .updateTable('wallet')
      .set({ bonus: sql`bonus - ${formatMinor(cents, exponent)}::numeric` })
      .where('member_id', '=', grant.member_id)
      .execute();
    await postLedger(trx, {
      memberId: grant.member_id,
      type: 'PROMOTION',
      externalRef: `bonus:${grant.id}:${suffix}`,
      referenceRef: `bonus:${grant.id}`,
      entries: [{ class: 2, amount: formatMinor(-cents, exponent), grantId: grant.id }],
    });
  }
  // The remaining wagering moves to the new grant with the held money: rollingAmount stays as it is and
  // the new grant's credit adds its own.
  await trx
    .updateTable('wallet')
    .set({ rolling_amount: '0' })
    .where('member_id', '=', grant.member_id)
    .execute();
  await trx
    .updateTable('bonus_grant')
    .set({
      status: 'MERGED',
      closed_at: new Date(),
      close_reason: 'carried into the first-deposit bonus',
      converted_amount: '0',
      forfeited_amount: formatMinor(excess, exponent),
      wagered: wageredOf(grant, wallet.rolling_amount),
      last_activity_at: lastActivity(grant, wallet.last_bet_at),
    })
    .where('id', '=', grant.id)
    .execute();
  return { grantId: grant.id, held: held - excess, rolling };
}
