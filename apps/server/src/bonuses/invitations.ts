import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { refused } from '../http/envelope.js';
import { formatCents } from '../wallet/index.js';
import { bonusFigureIn, grantBonus, memberBonusRules, readBonusRules, refusalKey } from './grants.js';

/**
 * What makes an invitee count for their inviter's rewards (bonus terms §6, issue 26 finding 1): a
 * real player, not a sign-up. The figure is the first-deposit bonus's minimum deposit, so one setting
 * moves both: one credited deposit of at least it, and at least as much staked in rounds whose result
 * is booked (a rolled-back stake is not play). In the reference currency: each invitee's deposits and
 * play are measured against it in their own currency (inCurrencyOf).
 */
export async function inviteeRule(db: Db): Promise<{ minimumDeposit: string; minimumPlay: string }> {
  const figure = formatCents((await readBonusRules(db)).firstDeposit.minimumDepositCents);
  return { minimumDeposit: figure, minimumPlay: figure };
}

/** The inviter's e-mail box: lower case, without a +tag (`ana+2@x.com` is `ana@x.com`). */
const mailbox = (column: string) => sql`regexp_replace(lower(${sql.ref(column)}), '[+][^@]*@', '@')`;

/**
 * A reference figure as the invitee's currency reads it, as bonusRulesIn converts a minimum: as it is
 * for fiat, at the exchange rate rounded up to the satoshi for BTC.
 */
const inCurrencyOf = (minimum: string) => sql`(select case when c.decimals = 2 then ${minimum}::numeric
  else ceil(${minimum}::numeric / c.exchange_rate * power(10::numeric, c.decimals))
    / power(10::numeric, c.decimals) end
  from currency c where c.code = child.currency)`;

/**
 * The invitees of `inviterId` who count, by the rule above and one offer per person: an invitee who
 * shares a signal (e-mail, phone, device, payment account: signals.ts, as the sign-up and
 * first-deposit bonuses check) with the inviter, or with any invitee who registered before them, is
 * the same person again and does not count. Activated and not disabled, as before.
 */
function countingInvitees(db: Db, minimum: string) {
  return db
    .selectFrom('member as child')
    .innerJoin('member as inviter', 'inviter.id', 'child.inviter_id')
    .where('child.activated', '=', 1)
    .where('child.enabled', '=', 1)
    .where(sql<boolean>`${mailbox('child.email')} <> ${mailbox('inviter.email')}`)
    .where(
      sql<boolean>`exists (select 1 from wallet_ledger d where d.member_id = child.id and d.type = 'DEPOSIT'
        and d.class = 1 and d.amount >= ${inCurrencyOf(minimum)})`,
    )
    .where(
      sql<boolean>`(select coalesce(sum(r.bet_amount), 0) from game_round r
        where r.member_id = child.id and r.win_settled) >= ${inCurrencyOf(minimum)}`,
    )
    .where(
      sql<boolean>`not exists (select 1 from bonus_signal mine
        join bonus_signal theirs on theirs.kind = mine.kind and theirs.value_hash = mine.value_hash
          and theirs.member_id <> mine.member_id
        join member other on other.id = theirs.member_id
        where mine.member_id = child.id
          and (other.id = child.inviter_id or (other.inviter_id is not null and other.id < child.id)))`,
    );
}

/** The member's childCount: their invitees who count (see countingInvitees). */
export async function countCountingInvitees(db: Db, inviterId: number): Promise<number> {
  const { minimumDeposit } = await inviteeRule(db);
  const row = await countingInvitees(db, minimumDeposit)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('child.inviter_id', '=', inviterId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Pays invitation reward cells as bonus money on a new INVITE grant, in the caller's transaction: one
 * INVITE_AWARD class-2 row with the terms' wagering (the multiplier times the reward). Refused with the
 * bonus messages when another bonus is active or a cash-out is pending, so the caller's claim rolls back
 * and stays claimable. The reward is a reference figure, converted to the member's currency.
 */
export async function grantInviteBonus(
  trx: Db,
  memberId: number,
  referenceCents: bigint,
  grantKey: string,
): Promise<number> {
  const { rules, currency } = await memberBonusRules(trx, memberId);
  const amountCents = await bonusFigureIn(trx, currency, referenceCents);
  const outcome = await grantBonus(trx, {
    memberId,
    kind: 'INVITE',
    grantKey,
    amountCents,
    wageringCents: amountCents * BigInt(rules.wageringMultiplier),
    rules,
    ledgerType: 'INVITE_AWARD',
  });
  if (!outcome.granted) throw refused(refusalKey(outcome.reason));
  return outcome.grantId;
}
