import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { BonusStatus } from './schema.js';

/**
 * Status of the grant a game round's bonus money belonged to (bonus_grant_for, migration 1300): the
 * latest grant created before the round began; ACTIVE when the member never had one (bonus money from
 * before grants stays bonus).
 */
export async function roundBonusOwner(
  db: Db,
  vendor: string,
  memberId: number,
  roundId: string,
): Promise<BonusStatus> {
  const row = await sql<{ status: BonusStatus }>`
    select f.status from game_round gr cross join lateral bonus_grant_for(gr.member_id, gr.created_at) f
    where gr.vendor = ${vendor} and gr.member_id = ${memberId} and gr.round_id = ${roundId}`
    .execute(db)
    .then((result) => result.rows[0]);
  return row?.status ?? 'ACTIVE';
}
