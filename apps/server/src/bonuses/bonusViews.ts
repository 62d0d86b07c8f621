import type { Db } from '../db/database.js';
import { formatCents, toCents } from '../shared/money.js';
import { hasPending } from '../withdrawals/index.js';
import { activeGrant, dayMs, hasDeposited, lastActivity, readBonusRules, wageredOf } from './grants.js';
import { contributionTable } from './rules.js';
import type { BonusGrantRow } from './schema.js';
import { sharedOfferHolder } from './signals.js';

/* What the member sees of their bonus, and the operator of a player's bonuses. */

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
