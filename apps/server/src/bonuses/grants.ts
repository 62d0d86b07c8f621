import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { NewsType, notifyMember } from '../content/index.js';
import type { Db } from '../db/database.js';
import { readSetting } from '../db/siteSettings.js';
import { refused } from '../http/envelope.js';
import { moneyParam } from '../i18n/index.js';
import { emailUnprovenById } from '../members/index.js';
import { findCurrency } from '../reference/index.js';
import {
  exponentOf,
  formatAtoms,
  formatMinor,
  fromReference,
  type Money,
  toAtoms,
  toCents,
  toMinor,
} from '../shared/money.js';
import { credit, ensureWallet, getBalances, inTransaction, moveBalance } from '../wallet/index.js';
import { hasPending } from '../withdrawals/index.js';
import { type BonusRules, bonusRulesFrom, rulesConverted } from './rules.js';
import type { BonusGrantRow, BonusKind } from './schema.js';
import { sharedOfferHolder } from './signals.js';
import './schema.js';

/** The operator's current terms: preset plus overrides (settings bonusPreset, bonusRules). */
export async function readBonusRules(db: Db): Promise<BonusRules> {
  return bonusRulesFrom(await readSetting(db, 'bonusPreset'), await readSetting(db, 'bonusRules'));
}

/**
 * The terms in one account currency's minor units. The operator sets them in the reference currency
 * (exchange rate 1). A fiat account reads them as they are, as its deposit minimum does; BTC, whose
 * unit is tens of thousands of them, at its exchange rate to the satoshi (issue 25: the sign-up bonus
 * of 5.00 is 0.00008333 BTC at 60000, not five bitcoins).
 */
export async function bonusRulesIn(db: Db, currency: string, rules?: BonusRules): Promise<BonusRules> {
  const terms = rules ?? (await readBonusRules(db));
  const convert = await converterTo(db, currency);
  return convert === undefined ? terms : rulesConverted(terms, convert);
}

/** One bonus figure of the reference currency (a VIP package's, an invitation tier's) as bonusRulesIn reads it. */
export async function bonusFigureIn(db: Db, currency: string, cents: bigint): Promise<bigint> {
  const convert = await converterTo(db, currency);
  return convert === undefined ? cents : convert(cents, 'down');
}

/**
 * A reference figure the player is shown (a VIP package's bonus, an invitation reward) as it is credited
 * in `currency`: the same text for fiat, converted down to the satoshi for BTC; its minor units too.
 */
export async function bonusFigureReader(db: Db, currency: string | null | undefined) {
  const exponent = exponentOf(currency);
  const convert = currency ? await converterTo(db, currency) : undefined;
  const units = (figure: string) => {
    const cents = toCents(figure) ?? 0n;
    return convert === undefined ? cents : convert(cents, 'down');
  };
  return { units, text: (figure: string) => formatMinor(units(figure), exponent), exponent };
}

/** Reference cents to `currency`'s minor units; none for a fiat currency, which reads them as they are. */
async function converterTo(db: Db, currency: string) {
  const exponent = exponentOf(currency);
  if (exponent === 2) return undefined;
  const row = await findCurrency(db, currency);
  if (row === undefined) throw new Error(`no exchange rate for ${currency}`);
  const rate = String(row.exchange_rate);
  return (cents: bigint, rounding: 'down' | 'up') => fromReference(cents, rate, exponent, rounding);
}

/** A member's account currency and the decimals of its amounts. */
export interface MemberMoney {
  currency: string;
  exponent: number;
}

export async function memberMoney(db: Db, memberId: number): Promise<MemberMoney> {
  const member = await db
    .selectFrom('member')
    .select('currency')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { currency: member.currency, exponent: exponentOf(member.currency) };
}

/** The terms as one member's currency reads them (bonusRulesIn), with that currency. */
export async function memberBonusRules(
  db: Db,
  memberId: number,
): Promise<MemberMoney & { rules: BonusRules }> {
  const money = await memberMoney(db, memberId);
  return { ...money, rules: await bonusRulesIn(db, money.currency) };
}

export async function activeGrant(db: Db, memberId: number): Promise<BonusGrantRow | undefined> {
  return db
    .selectFrom('bonus_grant')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

export interface NewGrant {
  memberId: number;
  kind: BonusKind;
  /** One grant per key ever: a repeated call or a scheduler run twice grants once. */
  grantKey: string;
  /** The amounts in minor units of the member's currency (cents; satoshi for BTC), as `rules` are. */
  amountCents: bigint;
  depositCents?: bigint;
  wageringCents: bigint;
  winCapCents?: bigint;
  validDays?: number;
  /** The terms in the member's currency (bonusRulesIn): the grant keeps its counted-stake cap. */
  rules: BonusRules;
  /** The credit's ledger type: PROMOTION unless the promotion has its own (INVITE_AWARD). */
  ledgerType?: 'PROMOTION' | 'INVITE_AWARD';
}

export type GrantOutcome = { granted: true; grantId: number } | { granted: false; reason: string };

export const dayMs = 86_400_000;

/** Why a grant under this key would be refused, another active grant aside (the caller holds the wallet lock). */
export async function refusalBesidesActive(
  trx: Db,
  memberId: number,
  grantKey: string,
): Promise<string | undefined> {
  const seen = await trx
    .selectFrom('bonus_grant')
    .select('id')
    .where('grant_key', '=', grantKey)
    .executeTakeFirst();
  if (seen !== undefined) return 'already granted';
  // No bonus of any kind before a social sign-up's e-mail is proven (issue 26 finding 12).
  if (await emailUnprovenById(trx, memberId)) return 'email unproven';
  if (await hasPending(trx, memberId)) return 'cash-out pending';
  return undefined;
}

/**
 * Opens a grant in the caller's transaction: the wallet row is locked first, so two offers for one
 * member are decided one after the other. Refused (answered, not thrown) when the key was granted
 * before, another bonus is active (one at a time) or a cash-out is pending (spec 002 §4).
 */
async function openGrant(trx: Db, grant: NewGrant, now: Date): Promise<GrantOutcome> {
  const { exponent } = await memberMoney(trx, grant.memberId);
  const amount = (units: bigint) => formatMinor(units, exponent);
  await ensureWallet(trx, grant.memberId);
  await trx
    .selectFrom('wallet')
    .select('member_id')
    .where('member_id', '=', grant.memberId)
    .forUpdate()
    .execute();
  const refusal = await refusalBesidesActive(trx, grant.memberId, grant.grantKey);
  if (refusal !== undefined) return { granted: false, reason: refusal };
  if ((await activeGrant(trx, grant.memberId)) !== undefined)
    return { granted: false, reason: 'bonus active' };
  const row = await trx
    .insertInto('bonus_grant')
    .values({
      member_id: grant.memberId,
      grant_key: grant.grantKey,
      kind: grant.kind,
      amount: amount(grant.amountCents),
      deposit_amount: amount(grant.depositCents ?? 0n),
      wagering_required: amount(grant.wageringCents),
      win_cap: grant.winCapCents === undefined ? null : amount(grant.winCapCents),
      max_counted_bet: amount(grant.rules.maxCountedBetCents),
      contributions: JSON.stringify({ ...grant.rules.contributions, '*': grant.rules.defaultContribution }),
      inactivity_days: grant.rules.inactivityDays,
      deadline_at: grant.validDays === undefined ? null : new Date(now.getTime() + grant.validDays * dayMs),
      last_activity_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { granted: true, grantId: Number(row.id) };
}

/** Each credited bonus is news in the member's language. */
async function announce(trx: Db, memberId: number, amount: Money, wagering: Money) {
  const { currency } = await memberMoney(trx, memberId);
  await notifyMember(trx, memberId, NewsType.share, 'news.bonusCredited', {
    amount: moneyParam(amount, currency),
    wagering: moneyParam(wagering, currency),
  });
}

/**
 * Credits a bonus onto a new grant (see openGrant for the refusals): one class-2 row (PROMOTION unless
 * the grant names its type) that adds the grant's wagering to rollingAmount, and news.
 */
export async function grantBonus(db: Db, grant: NewGrant, now = new Date()): Promise<GrantOutcome> {
  if (grant.amountCents <= 0n) return { granted: false, reason: 'nothing to grant' };
  return inTransaction(db, async (trx) => {
    const outcome = await openGrant(trx, grant, now);
    if (!outcome.granted) return outcome;
    const { exponent } = await memberMoney(trx, grant.memberId);
    const amount = formatMinor(grant.amountCents, exponent);
    const wagering = formatMinor(grant.wageringCents, exponent);
    await credit(trx, {
      memberId: grant.memberId,
      type: grant.ledgerType ?? 'PROMOTION',
      class: 2,
      amount,
      externalRef: `bonus:${outcome.grantId}`,
      referenceRef: grant.grantKey,
      grantId: outcome.grantId,
      addRolling: wagering,
    });
    await announce(trx, grant.memberId, amount, wagering);
    return outcome;
  });
}

/**
 * A VIP store package's bonus under the same rules (issue 18): the grant is opened here and the wallet
 * domain books its REDEEM row with the amount and wagering answered, in the member's currency (the
 * package's figure is one of the reference currency, converted as every bonus figure is). Refused with
 * the bonus messages.
 */
export async function grantRedeemedBonus(
  trx: Db,
  memberId: number,
  referenceCents: bigint,
  grantKey: string,
): Promise<{ grantId: number; amount: Money; wagering: Money }> {
  const { rules, currency, exponent } = await memberBonusRules(trx, memberId);
  const amountCents = await bonusFigureIn(trx, currency, referenceCents);
  const wageringCents = amountCents * BigInt(rules.wageringMultiplier);
  const outcome = await openGrant(
    trx,
    { memberId, kind: 'VIP_STORE', grantKey, amountCents, wageringCents, rules },
    new Date(),
  );
  if (!outcome.granted) throw refused(refusalKey(outcome.reason));
  const amount = formatMinor(amountCents, exponent);
  const wagering = formatMinor(wageringCents, exponent);
  await announce(trx, memberId, amount, wagering);
  return { grantId: outcome.grantId, amount, wagering };
}

/**
 * The player puts their gift bonus (class 3: an operator's gift, which no grant owns and no game can
 * stake) to use: the whole of it becomes the bonus of a new GIFT grant, wagered on the operator's
 * terms like every other bonus, in one ledger event (gift off, bonus on). Asked for by the player, as
 * anything that starts a bonus is; refused while another bonus is active or a cash-out is pending.
 */
export async function useGiftBonus(db: Db, memberId: number): Promise<number> {
  const { rules, exponent } = await memberBonusRules(db, memberId);
  const outcome = await inTransaction(db, async (trx) => {
    await ensureWallet(trx, memberId);
    await trx
      .selectFrom('wallet')
      .select('member_id')
      .where('member_id', '=', memberId)
      .forUpdate()
      .execute();
    const gift = (await getBalances(trx, memberId)).giftBonus;
    const amountCents = toMinor(gift, exponent) ?? 0n;
    if (amountCents === 0n) throw refused('bonus.noGift');
    const wageringCents = amountCents * BigInt(rules.wageringMultiplier);
    const grantKey = `GIFT:${randomUUID()}`;
    const opened = await openGrant(
      trx,
      { memberId, kind: 'GIFT', grantKey, amountCents, wageringCents, rules },
      new Date(),
    );
    if (!opened.granted) return opened;
    await moveBalance(trx, {
      memberId,
      type: 'GIFT',
      from: 3,
      to: 2,
      amount: gift,
      externalRef: `bonus:${opened.grantId}`,
      grantId: opened.grantId,
      addRolling: formatMinor(wageringCents, exponent),
    });
    await announce(trx, memberId, gift, formatMinor(wageringCents, exponent));
    return opened;
  });
  if (!outcome.granted) throw refused(refusalKey(outcome.reason));
  return outcome.grantId;
}

/** The player leaves their bonus (CMA: at any time): bonus and its winnings go, cash stays. */
export async function forfeitBonus(db: Db, memberId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const grant = await activeGrant(trx, memberId);
    if (grant === undefined) throw refused('bonus.noneActive');
    await sql`select bonus_forfeit(${grant.id}::bigint, 'FORFEITED', 'player left')`.execute(trx);
  });
}

/**
 * Sign-up bonus (spec 002 §9: 5, free, winnings capped at 200), for new members only: no deposit yet
 * and never granted before. Wagered like every bonus.
 */
export async function takeSignUpBonus(db: Db, memberId: number): Promise<number> {
  const { rules } = await memberBonusRules(db, memberId);
  if (await emailUnprovenById(db, memberId)) throw refused('register.emailUnproven');
  if (await hasDeposited(db, memberId)) throw refused('bonus.newMembersOnly');
  // Checked and recorded outside the grant's transaction, so the refusal stays on record.
  if ((await sharedOfferHolder(db, memberId, 'SIGN_UP')) !== undefined) throw refused('bonus.oncePerPerson');
  const outcome = await inTransaction(db, async (trx) => {
    if (await hasDeposited(trx, memberId)) throw refused('bonus.newMembersOnly');
    return grantBonus(trx, {
      memberId,
      kind: 'SIGN_UP',
      grantKey: `SIGN_UP:${memberId}`,
      amountCents: rules.signUp.amountCents,
      wageringCents: rules.signUp.amountCents * BigInt(rules.wageringMultiplier),
      winCapCents: rules.signUp.winCapCents,
      rules,
    });
  });
  if (!outcome.granted) throw refused(refusalKey(outcome.reason));
  return outcome.grantId;
}

export function refusalKey(reason: string) {
  if (reason === 'cash-out pending') return 'bonus.cashOutPending' as const;
  if (reason === 'bonus active') return 'bonus.alreadyActive' as const;
  if (reason === 'email unproven') return 'register.emailUnproven' as const;
  return 'bonus.alreadyTaken' as const;
}

export async function hasDeposited(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select('id')
    .where('member_id', '=', memberId)
    .where('type', '=', 'DEPOSIT')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An active grant's wagering done: what it required less what remains on the wallet (bets write only
 * the wallet row, migration 1700); a closed grant's is on its row. Exact in any account currency.
 */
export function wageredOf(grant: BonusGrantRow, rolling: string): Money {
  const done = (toAtoms(grant.wagering_required) ?? 0n) - (toAtoms(rolling) ?? 0n);
  return formatAtoms(done > 0n ? done : 0n);
}

/** An active grant's inactivity counts from its credit or the member's last bet, whichever is later. */
export function lastActivity(grant: BonusGrantRow, lastBetAt: Date | null): Date {
  return lastBetAt !== null && lastBetAt > grant.last_activity_at ? lastBetAt : grant.last_activity_at;
}
