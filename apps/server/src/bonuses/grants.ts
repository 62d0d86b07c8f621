import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { NewsType, notifyMember } from '../content/index.js';
import type { Db } from '../db/database.js';
import { readSetting } from '../db/siteSettings.js';
import { refused } from '../http/envelope.js';
import { moneyParam } from '../i18n/index.js';
import { emailUnprovenById } from '../members/index.js';
import { exponentOf, formatCents, toCents } from '../shared/money.js';
import { credit, ensureWallet, getBalances, inTransaction, moveBalance } from '../wallet/index.js';
import { hasPending } from '../withdrawals/index.js';
import { type BonusRules, bonusRulesFrom } from './rules.js';
import type { BonusGrantRow, BonusKind } from './schema.js';
import { sharedOfferHolder } from './signals.js';
import './schema.js';

/** The operator's current terms: preset plus overrides (settings bonusPreset, bonusRules). */
export async function readBonusRules(db: Db): Promise<BonusRules> {
  return bonusRulesFrom(await readSetting(db, 'bonusPreset'), await readSetting(db, 'bonusRules'));
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
  amountCents: bigint;
  depositCents?: bigint;
  wageringCents: bigint;
  winCapCents?: bigint;
  validDays?: number;
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
  // Every bonus figure (amounts, caps, wagering, the counted stake) is a fiat one: credited to a BTC
  // account it would be that many bitcoins. Until the figures convert per currency (issue 25), none.
  const member = await trx
    .selectFrom('member')
    .select('currency')
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (exponentOf(member?.currency) !== 2) return 'currency';
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
      amount: formatCents(grant.amountCents),
      deposit_amount: formatCents(grant.depositCents ?? 0n),
      wagering_required: formatCents(grant.wageringCents),
      win_cap: grant.winCapCents === undefined ? null : formatCents(grant.winCapCents),
      max_counted_bet: formatCents(grant.rules.maxCountedBetCents),
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
async function announce(trx: Db, memberId: number, amountCents: bigint, wageringCents: bigint) {
  const member = await trx
    .selectFrom('member')
    .select('currency')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  await notifyMember(trx, memberId, NewsType.share, 'news.bonusCredited', {
    amount: moneyParam(formatCents(amountCents), member.currency),
    wagering: moneyParam(formatCents(wageringCents), member.currency),
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
    await credit(trx, {
      memberId: grant.memberId,
      type: grant.ledgerType ?? 'PROMOTION',
      class: 2,
      amount: formatCents(grant.amountCents),
      externalRef: `bonus:${outcome.grantId}`,
      referenceRef: grant.grantKey,
      grantId: outcome.grantId,
      addRolling: formatCents(grant.wageringCents),
    });
    await announce(trx, grant.memberId, grant.amountCents, grant.wageringCents);
    return outcome;
  });
}

/**
 * A VIP store package's bonus under the same rules (issue 18): the grant is opened here and the wallet
 * domain books its REDEEM row with the wagering answered. Refused with the bonus messages.
 */
export async function grantRedeemedBonus(trx: Db, memberId: number, amountCents: bigint, grantKey: string) {
  const rules = await readBonusRules(trx);
  const wageringCents = amountCents * BigInt(rules.wageringMultiplier);
  const outcome = await openGrant(
    trx,
    { memberId, kind: 'VIP_STORE', grantKey, amountCents, wageringCents, rules },
    new Date(),
  );
  if (!outcome.granted) throw refused(refusalKey(outcome.reason));
  await announce(trx, memberId, amountCents, wageringCents);
  return { grantId: outcome.grantId, wageringCents };
}

/**
 * The player puts their gift bonus (class 3: an operator's gift, which no grant owns and no game can
 * stake) to use: the whole of it becomes the bonus of a new GIFT grant, wagered on the operator's
 * terms like every other bonus, in one ledger event (gift off, bonus on). Asked for by the player, as
 * anything that starts a bonus is; refused while another bonus is active or a cash-out is pending.
 */
export async function useGiftBonus(db: Db, memberId: number): Promise<number> {
  const rules = await readBonusRules(db);
  const outcome = await inTransaction(db, async (trx) => {
    await ensureWallet(trx, memberId);
    await trx
      .selectFrom('wallet')
      .select('member_id')
      .where('member_id', '=', memberId)
      .forUpdate()
      .execute();
    const gift = (await getBalances(trx, memberId)).giftBonus;
    if (toCents(gift) === 0n) throw refused('bonus.noGift');
    const amountCents = toCents(gift) ?? 0n;
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
      addRolling: formatCents(wageringCents),
    });
    await announce(trx, memberId, amountCents, wageringCents);
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
  const rules = await readBonusRules(db);
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
  if (reason === 'currency') return 'bonus.notInCurrency' as const;
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
 * the wallet row, migration 1700); a closed grant's is on its row.
 */
export function wageredOf(grant: BonusGrantRow, rolling: string): bigint {
  const done = (toCents(grant.wagering_required) ?? 0n) - (toCents(rolling) ?? 0n);
  return done > 0n ? done : 0n;
}

/** An active grant's inactivity counts from its credit or the member's last bet, whichever is later. */
export function lastActivity(grant: BonusGrantRow, lastBetAt: Date | null): Date {
  return lastBetAt !== null && lastBetAt > grant.last_activity_at ? lastBetAt : grant.last_activity_at;
}
