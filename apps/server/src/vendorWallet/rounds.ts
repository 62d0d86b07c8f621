import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Each member's cash result (class 1: stakes, wins and refunds; negative is a loss) of the rounds
 * whose win was booked in [start, end). A round counts once, in the period it settled in, with every
 * cash row it has, whenever each was booked: a hand dealt before a period ends and stood after it is
 * counted whole in the later one (issue 26, finding 5). Only losing members are answered.
 */
export async function settledRoundLosses(
  db: Db,
  start: Date,
  end: Date,
): Promise<{ memberId: number; net: string }[]> {
  const rows = await sql<{ member_id: number; net: string }>`
    select l.member_id, sum(l.amount)::text as net
    from vendor_transaction w
    join wallet_ledger l on l.member_id = w.member_id
      and l.round_ref = 'vendor:' || w.vendor || ':round:' || w.round_id
    where w.kind = 'WIN' and w.created_at >= ${start} and w.created_at < ${end}
      and l.class = 1 and l.type in ('GAME_BET', 'GAME_WIN', 'GAME_ROLLBACK')
    group by l.member_id
    having sum(l.amount) < 0
    order by l.member_id`.execute(db);
  return rows.rows.map((row) => ({ memberId: row.member_id, net: row.net }));
}
