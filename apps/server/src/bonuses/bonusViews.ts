import type { Db } from '../db/database.js';
import { formatMinor, money } from '../shared/money.js';
import { hasPending } from '../withdrawals/index.js';
import {
  activeGrant,
  dayMs,
  hasDeposited,
  lastActivity,
  memberBonusRules,
  memberMoney,
  wageredOf,
} from './grants.js';
import { contributionTable } from './rules.js';
import type { BonusGrantRow } from './schema.js';
import { sharedOfferHolder } from './signals.js';

/* What the member sees of their bonus, and the operator of a player's bonuses. */

export interface BonusSummary {
  current: ReturnType<typeof grantView> | null;
  signUpOffer: { eligible: boolean; amount: string; winCap: string; wageringMultiplier: number };
}

/**
 * What the member sees of their bonus: held, wagered, still needed, expiry, contribution table; the
 * amounts in the member's currency's decimals.
 */
export async function bonusSummary(db: Db, memberId: number): Promise<BonusSummary> {
  const { rules, currency, exponent } = await memberBonusRules(db, memberId);
  const grant = await activeGrant(db, memberId);
  let current: ReturnType<typeof grantView> | null = null;
  if (grant !== undefined) {
    const wallet = await db
      .selectFrom('wallet')
      .select(['bonus', 'rolling_amount', 'last_bet_at'])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    current = grantView(grant, wallet, currency);
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
      amount: formatMinor(rules.signUp.amountCents, exponent),
      winCap: formatMinor(rules.signUp.winCapCents, exponent),
      wageringMultiplier: rules.wageringMultiplier,
    },
  };
}

interface GrantWallet {
  bonus: string;
  rolling_amount: string;
  last_bet_at: Date | null;
}

function grantView(grant: BonusGrantRow, wallet: GrantWallet, currency: string) {
  const contributions = { ...(grant.contributions as Record<string, number>) };
  const otherGames = contributions['*'] ?? 100;
  delete contributions['*'];
  const expiresAt = new Date(
    lastActivity(grant, wallet.last_bet_at).getTime() + grant.inactivity_days * dayMs,
  );
  return {
    id: Number(grant.id),
    kind: grant.kind,
    amount: money(grant.amount, currency),
    bonusBalance: money(wallet.bonus, currency),
    wageringRequired: money(grant.wagering_required, currency),
    wagered: money(wageredOf(grant, wallet.rolling_amount), currency),
    rollingAmount: money(wallet.rolling_amount, currency),
    winCap: grant.win_cap === null ? null : money(grant.win_cap, currency),
    maxCountedBet: money(grant.max_counted_bet, currency),
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
  const { currency } = await memberMoney(db, memberId);
  const amount = (value: string) => money(value, currency);
  return {
    bonusGrants: grants.map((grant) => ({
      id: Number(grant.id),
      kind: grant.kind,
      status: grant.status,
      amount: amount(grant.amount),
      wageringRequired: amount(grant.wagering_required),
      wagered: amount(
        grant.status === 'ACTIVE' ? wageredOf(grant, wallet?.rolling_amount ?? '0') : grant.wagered,
      ),
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
