import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { formatCents, postLedger } from '../wallet/index.js';

/**
 * The bonus share of a rollback that reaches no balance (its grant was forfeited, or converted past its
 * win cap) was booked with the rollback; a PROMOTION row under the rollback's reference plus ':forfeit'
 * takes it off again, so the ledger holds every rollback the vendor made (vendor_win does the same).
 */
export async function takeForfeitedShare(
  trx: Db,
  share: {
    memberId: number;
    externalRef: string;
    grantId: string | number;
    gameId: number;
    roundRef: string;
    cents: bigint;
  },
): Promise<void> {
  await sql`update wallet set bonus = bonus - ${formatCents(share.cents)}::numeric, updated_at = now()
    where member_id = ${share.memberId}`.execute(trx);
  await postLedger(trx, {
    memberId: share.memberId,
    type: 'PROMOTION',
    externalRef: `${share.externalRef}:forfeit`,
    referenceRef: `bonus:${share.grantId}`,
    gameId: share.gameId,
    roundRef: share.roundRef,
    entries: [{ class: 2, amount: -share.cents, grantId: share.grantId }],
  });
}
