import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { exponentOf, formatMinor, money, toMinor } from '../shared/money.js';
import type { TransactionType } from './schema.js';

/**
 * What the casino took and gave in a period, per currency (a sum across currencies means nothing),
 * from the ledger alone:
 * - deposits: DEPOSIT rows;
 * - cash-outs: WITHDRAW rows less the WITHDRAW_ROLLBACK rows that returned them (money out or held);
 * - bets: GAME_BET rows less the GAME_ROLLBACK rows that refunded them, every balance class;
 * - wins: GAME_WIN rows;
 * - GGR = bets - wins;
 * - bonus cost: money given without a deposit: PROMOTION, INVITE_AWARD, GIFT, BENEFITS and REDEEM rows
 *   of any class, and any other bonus or free (class 2, 3) row that is not a game row, net of
 *   corrections (an operator's negative GIFT lowers it);
 * - NGR = GGR - bonus cost;
 * - active players: members with a bet in the period.
 * The member's currency is read with a join: the ledger keeps amounts in it and no copy of it.
 */
export interface Figures {
  currency: string;
  /** 'YYYY-MM-DD' (UTC) when grouped by day. */
  day?: string;
  deposits: string;
  cashOuts: string;
  bets: string;
  wins: string;
  ggr: string;
  bonusCost: string;
  ngr: string;
  activePlayers: number;
}

const gameTypes: TransactionType[] = ['GAME_BET', 'GAME_WIN', 'GAME_ROLLBACK'];
const bonusTypes: TransactionType[] = ['PROMOTION', 'INVITE_AWARD', 'GIFT', 'BENEFITS', 'REDEEM'];

export async function ledgerFigures(db: Db, from: Date, to: Date, byDay = false): Promise<Figures[]> {
  const day = sql<string>`to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const inList = (types: TransactionType[]) => sql.join(types.map((type) => sql`${type}`));
  let query = db
    .selectFrom('wallet_ledger as l')
    .innerJoin('member as m', 'm.id', 'l.member_id')
    .select([
      'm.currency as currency',
      sql<string>`coalesce(sum(case when l.type = 'DEPOSIT' then l.amount end), 0)`.as('deposits'),
      sql<string>`-coalesce(sum(case when l.type in ('WITHDRAW', 'WITHDRAW_ROLLBACK') then l.amount end), 0)`.as(
        'cash_outs',
      ),
      sql<string>`-coalesce(sum(case when l.type in ('GAME_BET', 'GAME_ROLLBACK') then l.amount end), 0)`.as(
        'bets',
      ),
      sql<string>`coalesce(sum(case when l.type = 'GAME_WIN' then l.amount end), 0)`.as('wins'),
      sql<string>`coalesce(sum(case when l.type in (${inList(bonusTypes)})
        or (l.class in (2, 3) and l.type not in (${inList(gameTypes)}) and l.type <> 'DEPOSIT') then l.amount end), 0)`.as(
        'bonus_cost',
      ),
      sql<number>`count(distinct case when l.type = 'GAME_BET' then l.member_id end)`.as('active_players'),
    ])
    .where('l.created_at', '>=', from)
    .where('l.created_at', '<', to)
    .groupBy('m.currency')
    .orderBy('m.currency');
  if (byDay) query = query.select(day.as('day')).groupBy(day).orderBy(day);
  const rows = await query.execute();
  return rows.map((row) => {
    // Each currency's row in its own decimals: a BTC row's satoshi are not read as no cents.
    const exponent = exponentOf(row.currency);
    const units = (value: string) => toMinor(money(value), exponent) ?? 0n;
    const text = (value: string) => money(value, row.currency);
    const bets = units(row.bets);
    const wins = units(row.wins);
    const bonus = units(row.bonus_cost);
    return {
      currency: row.currency,
      ...(byDay ? { day: (row as unknown as { day: string }).day } : {}),
      deposits: text(row.deposits),
      cashOuts: text(row.cash_outs),
      bets: text(row.bets),
      wins: text(row.wins),
      ggr: formatMinor(bets - wins, exponent),
      bonusCost: text(row.bonus_cost),
      ngr: formatMinor(bets - wins - bonus, exponent),
      activePlayers: Number(row.active_players),
    };
  });
}

export interface LedgerFilter {
  type?: TransactionType;
  class?: number;
  from?: Date;
  to?: Date;
}

/** One member's ledger rows for the back office, newest first, with its filters. */
export async function memberLedger(
  db: Db,
  memberId: number,
  filter: LedgerFilter,
  pageNum: number,
  pageSize: number,
) {
  let query = db.selectFrom('wallet_ledger').where('member_id', '=', memberId);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.class) query = query.where('class', '=', filter.class as 1 | 2 | 3);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.to) query = query.where('created_at', '<', filter.to);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({
      id: Number(row.id),
      createTime: row.created_at.toISOString(),
      type: row.type,
      class: row.class,
      amount: money(row.amount),
      balanceBefore: money(row.balance_before),
      balanceAfter: money(row.balance_after),
      externalRef: row.external_ref,
    })),
  };
}
