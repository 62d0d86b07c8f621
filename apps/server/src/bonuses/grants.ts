import { sql } from 'kysely';
import { NewsType, notifyMember } from '../content/index.js';
import type { Db } from '../db/database.js';
import { readSetting } from '../db/siteSettings.js';
import { refused } from '../http/envelope.js';
import { formatCents, toCents } from '../shared/money.js';
import { credit, ensureWallet, inTransaction, postLedger } from '../wallet/index.js';
import { hasPending } from '../withdrawals/index.js';
import { type BonusRules, bonusRulesFrom, contributionTable, firstDepositBonus } from './rules.js';
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

const dayMs = 86_400_000;

/** Why a grant under this key would be refused, another active grant aside (the caller holds the wallet lock). */
async function refusalBesidesActive(
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
    amount: formatCents(amountCents),
    currency: member.currency,
    wagering: formatCents(wageringCents),
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
 * The first deposit's bonus (100% up to 200, minimum 10, 50x bonus plus deposit within 90 days), run in
 * the deposit's own transaction after its DEPOSIT row. A sign-up bonus still active is carried into it
 * (spec 002 §4: taking the free bonus forces the first-deposit bonus): its held money, at most its win
 * cap, stays on the bonus balance and its remaining wagering is added, under the new grant.
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
    const rules = await readBonusRules(trx);
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
    const carried = signUp?.kind === 'SIGN_UP' ? await mergeSignUp(trx, signUp) : undefined;
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
        amount: formatCents(carried.held),
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
): Promise<{ grantId: string; held: bigint; rolling: bigint }> {
  const wallet = await trx
    .selectFrom('wallet')
    .select(['bonus', 'rolling_amount', 'last_bet_at'])
    .where('member_id', '=', grant.member_id)
    .executeTakeFirstOrThrow();
  const held = toCents(wallet.bonus) ?? 0n;
  const cap = grant.win_cap === null ? held : (toCents(grant.win_cap) ?? held);
  const excess = held > cap ? held - cap : 0n;
  const rolling = toCents(wallet.rolling_amount) ?? 0n;
  for (const [suffix, cents] of [
    ['cap', excess],
    ['merge', held - excess],
  ] as const) {
    if (cents <= 0n) continue;
    await trx
      .updateTable('wallet')
      .set({ bonus: sql`bonus - ${formatCents(cents)}::numeric` })
      .where('member_id', '=', grant.member_id)
      .execute();
    await postLedger(trx, {
      memberId: grant.member_id,
      type: 'PROMOTION',
      externalRef: `bonus:${grant.id}:${suffix}`,
      referenceRef: `bonus:${grant.id}`,
      entries: [{ class: 2, amount: -cents, grantId: grant.id }],
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
      forfeited_amount: formatCents(excess),
      wagered: formatCents(wageredOf(grant, wallet.rolling_amount)),
      last_activity_at: lastActivity(grant, wallet.last_bet_at),
    })
    .where('id', '=', grant.id)
    .execute();
  return { grantId: grant.id, held: held - excess, rolling };
}

export interface BonusSummary {
  current: ReturnType<typeof grantView> | null;
  signUpOffer: { eligible: boolean; amount: string; winCap: string; wageringMultiplier: number };
}

/** What the member sees of their bonus: held, wagered, still needed, expiry, contribution table. */
export async function bonusSummary(db: Db, memberId: number): Promise<BonusSummary> {
  const rules = await readBonusRules(db);
  const grant = await activeGrant(db, memberId);
  let current: ReturnType<typeof grantView> | null = null;
  if (grant !== undefined) {
    const wallet = await db
      .selectFrom('wallet')
      .select(['bonus', 'rolling_amount', 'last_bet_at'])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    current = grantView(grant, wallet);
  }
  const eligible =
    grant === undefined &&
    !(await hasDeposited(db, memberId)) &&
    !(await hasPending(db, memberId)) &&
    (await sharedOfferHolder(db, memberId, 'SIGN_UP', false)) === undefined &&
    (await db
      .selectFrom('bonus_grant')
      .select('id')
      .where('grant_key', '=', `SIGN_UP:${memberId}`)
      .executeTakeFirst()) === undefined;
  return {
    current,
    signUpOffer: {
      eligible,
      amount: formatCents(rules.signUp.amountCents),
      winCap: formatCents(rules.signUp.winCapCents),
      wageringMultiplier: rules.wageringMultiplier,
    },
  };
}

/**
 * An active grant's wagering done: what it required less what remains on the wallet (bets write only
 * the wallet row, migration 1700); a closed grant's is on its row.
 */
function wageredOf(grant: BonusGrantRow, rolling: string): bigint {
  const done = (toCents(grant.wagering_required) ?? 0n) - (toCents(rolling) ?? 0n);
  return done > 0n ? done : 0n;
}

/** An active grant's inactivity counts from its credit or the member's last bet, whichever is later. */
function lastActivity(grant: BonusGrantRow, lastBetAt: Date | null): Date {
  return lastBetAt !== null && lastBetAt > grant.last_activity_at ? lastBetAt : grant.last_activity_at;
}

interface GrantWallet {
  bonus: string;
  rolling_amount: string;
  last_bet_at: Date | null;
}

function grantView(grant: BonusGrantRow, wallet: GrantWallet) {
  const contributions = { ...(grant.contributions as Record<string, number>) };
  const otherGames = contributions['*'] ?? 100;
  delete contributions['*'];
  const expiresAt = new Date(
    lastActivity(grant, wallet.last_bet_at).getTime() + grant.inactivity_days * dayMs,
  );
  return {
    id: Number(grant.id),
    kind: grant.kind,
    amount: formatCents(toCents(grant.amount) ?? 0n),
    bonusBalance: formatCents(toCents(wallet.bonus) ?? 0n),
    wageringRequired: formatCents(toCents(grant.wagering_required) ?? 0n),
    wagered: formatCents(wageredOf(grant, wallet.rolling_amount)),
    rollingAmount: formatCents(toCents(wallet.rolling_amount) ?? 0n),
    winCap: grant.win_cap === null ? null : formatCents(toCents(grant.win_cap) ?? 0n),
    maxCountedBet: formatCents(toCents(grant.max_counted_bet) ?? 0n),
    createdAt: grant.created_at.toISOString(),
    expiresAt: (grant.deadline_at !== null && grant.deadline_at < expiresAt
      ? grant.deadline_at
      : expiresAt
    ).toISOString(),
    deadlineAt: grant.deadline_at === null ? null : grant.deadline_at.toISOString(),
    contributions: contributionTable(contributions),
    otherGamesPercent: otherGames,
  };
}

/** The back office's view of a player's bonuses: the latest grants and one-offer-per-person refusals. */
export async function bonusHistoryForOperator(db: Db, memberId: number) {
  const grants = await db
    .selectFrom('bonus_grant')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const wallet = await db
    .selectFrom('wallet')
    .select('rolling_amount')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const refusals = await db
    .selectFrom('bonus_refusal')
    .select(['grant_kind', 'signal_kind', 'other_member_id', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const money = (value: string) => formatCents(toCents(value) ?? 0n);
  return {
    bonusGrants: grants.map((grant) => ({
      id: Number(grant.id),
      kind: grant.kind,
      status: grant.status,
      amount: money(grant.amount),
      wageringRequired: money(grant.wagering_required),
      wagered:
        grant.status === 'ACTIVE'
          ? formatCents(wageredOf(grant, wallet?.rolling_amount ?? '0'))
          : money(grant.wagered),
      createdAt: grant.created_at.toISOString(),
      closedAt: grant.closed_at?.toISOString() ?? null,
      closeReason: grant.close_reason,
    })),
    bonusRefusals: refusals.map((refusal) => ({
      grantKind: refusal.grant_kind,
      signal: refusal.signal_kind,
      otherMemberId: refusal.other_member_id,
      createdAt: refusal.created_at.toISOString(),
    })),
  };
}
