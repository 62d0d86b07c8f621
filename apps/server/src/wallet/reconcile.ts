import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type Money, money } from '../shared/money.js';
import { classColumn, type TransactionClass } from './schema.js';

/** One balance that is not the sum of its ledger rows. */
export interface BalanceDifference {
  memberId: number;
  balance: (typeof classColumn)[TransactionClass];
  /** What the wallet row holds. */
  wallet: Money;
  /** The sum of the member's ledger rows of that class. */
  ledger: Money;
}

interface SumsRow {
  member_id: number;
  cash: string;
  bonus: string;
  gift_bonus: string;
  ledger_cash: string;
  ledger_bonus: string;
  ledger_gift_bonus: string;
}

/**
 * What a scheduled run has not read yet (reconcileMark.ts): the ledger rows after the mark and the grants
 * closed since it. Without one, a check reads the whole ledger.
 */
export interface LedgerScope {
  afterLedgerId: string;
  closedSince: Date;
}

const classSums = sql`coalesce(sum(amount) filter (where class = 1), 0) as cash,
  coalesce(sum(amount) filter (where class = 2), 0) as bonus,
  coalesce(sum(amount) filter (where class = 3), 0) as gift_bonus`;

/**
 * Every balance (cash, bonus, gift bonus) that differs from the sum of its ledger rows, a member
 * without a wallet row counting as zero. One statement, so it reads one snapshot: a change committing
 * meanwhile is seen whole (wallet and ledger row) or not at all, and never shows as a difference.
 * `sinceMark` (the mark's ledger id, read in the caller's snapshot) sums the running totals kept up to
 * the mark (reconciled_sum) and the rows after it instead of the whole ledger: the same comparison over
 * members, not history.
 */
export async function findBalanceDifferences(
  db: Db,
  { sinceMark }: { sinceMark?: string } = {},
): Promise<BalanceDifference[]> {
  const ledger = sinceMark
    ? sql`select member_id, sum(cash) as cash, sum(bonus) as bonus, sum(gift_bonus) as gift_bonus from (
        select member_id, cash, bonus, gift_bonus from reconciled_sum
        union all
        select member_id, ${classSums} from wallet_ledger where id > ${sinceMark} group by member_id
      ) parts group by member_id`
    : sql`select member_id, ${classSums} from wallet_ledger group by member_id`;
  const { rows } = await sql<SumsRow>`
    with ledger as (${ledger})
    select coalesce(w.member_id, l.member_id) as member_id,
      coalesce(w.cash, 0)::text as cash, coalesce(w.bonus, 0)::text as bonus,
      coalesce(w.gift_bonus, 0)::text as gift_bonus,
      coalesce(l.cash, 0)::text as ledger_cash, coalesce(l.bonus, 0)::text as ledger_bonus,
      coalesce(l.gift_bonus, 0)::text as ledger_gift_bonus
    from wallet w full join ledger l on l.member_id = w.member_id
    where coalesce(w.cash, 0) <> coalesce(l.cash, 0)
      or coalesce(w.bonus, 0) <> coalesce(l.bonus, 0)
      or coalesce(w.gift_bonus, 0) <> coalesce(l.gift_bonus, 0)
    order by 1`.execute(db);
  const differences: BalanceDifference[] = [];
  for (const row of rows) {
    for (const balance of Object.values(classColumn)) {
      const wallet = money(row[balance]);
      const ledger = money(row[`ledger_${balance}`]);
      if (wallet !== ledger) differences.push({ memberId: Number(row.member_id), balance, wallet, ledger });
    }
  }
  return differences;
}

/** Money the ledger holds for a grant that can no longer hold any, or below zero. */
export interface GrantDifference {
  memberId: number;
  grantId: number;
  /** 2 bonus, 3 gift bonus. */
  class: TransactionClass;
  status: string;
  /** The sum of the grant's ledger rows of that class: its sub-balance. */
  ledger: Money;
}

/**
 * Each class keeps a sub-balance per grant (the ledger rows name their grant, ledger_post): a grant that
 * converted, was forfeited, expired or merged (its money moves to its successor in rows) holds nothing
 * any more, and no grant holds less than nothing. A grant's money left in the ledger after it closed is
 * bonus money nobody can account for (paid twice, or a share routed to the wrong grant).
 */
export async function findGrantDifferences(db: Db, scope?: LedgerScope): Promise<GrantDifference[]> {
  const { rows } = await sql<{
    member_id: number;
    grant_id: string;
    class: number;
    status: string;
    ledger: string;
  }>`
    select l.member_id, l.grant_id, l.class, g.status, sum(l.amount)::text as ledger
    from wallet_ledger l join bonus_grant g on g.id = l.grant_id ${
      scope
        ? sql`join (
            select grant_id from wallet_ledger where id > ${scope.afterLedgerId} and grant_id is not null
            union select id from bonus_grant where closed_at >= ${scope.closedSince}) touched
          on touched.grant_id = l.grant_id`
        : sql``
    }
    where l.grant_id is not null
    group by l.member_id, l.grant_id, l.class, g.status
    having sum(l.amount) < 0 or (sum(l.amount) <> 0 and g.status in ('CONVERTED', 'FORFEITED', 'EXPIRED', 'MERGED'))
    order by 1, 2, 3`.execute(db);
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    grantId: Number(row.grant_id),
    class: Number(row.class) as TransactionClass,
    status: row.status,
    ledger: money(row.ledger),
  }));
}

/** A round the ledger paid more than once. */
export interface RoundPaidTwice {
  memberId: number;
  roundRef: string;
  /** Wins booked under distinct references (a jackpot, which names its pool, is not one). */
  wins: number;
  /** What its bets took and what rollbacks returned of it. */
  staked: Money;
  returned: Money;
}

/**
 * A round settles once (one gate per round): one win, or its stake returned, never both, and never two
 * wins under different references. Read from the ledger alone, so it also catches a gate that failed.
 */
export async function findRoundsPaidTwice(db: Db, scope?: LedgerScope): Promise<RoundPaidTwice[]> {
  const { rows } = await sql<{
    member_id: number;
    round_ref: string;
    wins: string;
    staked: string;
    returned: string;
  }>`
    select member_id, round_ref,
      count(distinct external_ref) filter (where type = 'GAME_WIN'
        and (reference_ref is null or reference_ref not like 'jackpot:%')) as wins,
      (-coalesce(sum(amount) filter (where type = 'GAME_BET'), 0))::text as staked,
      coalesce(sum(amount) filter (where type = 'GAME_ROLLBACK'), 0)::text as returned
    from ${
      scope
        ? sql`(select l.* from wallet_ledger l join (
            select distinct member_id, round_ref from wallet_ledger
            where id > ${scope.afterLedgerId} and round_ref is not null) touched using (member_id, round_ref))`
        : sql`wallet_ledger`
    } rounds where round_ref is not null
    group by member_id, round_ref
    having count(distinct external_ref) filter (where type = 'GAME_WIN'
        and (reference_ref is null or reference_ref not like 'jackpot:%')) > 1
      or (count(*) filter (where type = 'GAME_WIN' and (reference_ref is null or reference_ref not like 'jackpot:%')) > 0
        and coalesce(sum(amount) filter (where type = 'GAME_ROLLBACK'), 0)
          >= -coalesce(sum(amount) filter (where type = 'GAME_BET'), 0)
        and coalesce(sum(amount) filter (where type = 'GAME_ROLLBACK'), 0) > 0)
    order by 1, 2`.execute(db);
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    roundRef: row.round_ref,
    wins: Number(row.wins),
    staked: money(row.staked),
    returned: money(row.returned),
  }));
}
