import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { grantRedeemedBonus } from '../bonuses/index.js';
import type { Db } from '../db/database.js';
import { refused } from '../http/envelope.js';
import { type Money, toCents } from '../shared/money.js';
import { credit, ensureWallet, inTransaction, type LedgerResult, vipLevelFor } from '../wallet/index.js';

export interface Redemption {
  memberId: number;
  packageId: number;
  /** The package's level: the member's own level or lower. */
  level: number;
  points: number;
  bonus: Money;
}

/**
 * Spends VIP points on a store package: the points come off (lifetime points and the level stay) and
 * the bonus is credited as a REDEEM bonus row, in one transaction. The wallet row is locked before the
 * points are read, so concurrent redeems can never spend the same points twice. The package's bonus is
 * a reference figure, credited in the member's currency (grantRedeemedBonus converts it).
 */
export async function redeemVipPoints(db: Db, redemption: Redemption): Promise<LedgerResult> {
  const bonusCents = toCents(redemption.bonus);
  if (bonusCents === undefined || bonusCents <= 0n) throw new RangeError('package bonus must be positive');
  return inTransaction(db, async (trx) => {
    await ensureWallet(trx, redemption.memberId);
    const wallet = await trx
      .selectFrom('wallet')
      .select(['vip_points', 'vip_lifetime_points'])
      .where('member_id', '=', redemption.memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (redemption.level > vipLevelFor(wallet.vip_lifetime_points)) throw refused('vip.levelTooLow');
    if (wallet.vip_points < redemption.points) throw refused('vip.notEnoughPoints');
    await trx
      .updateTable('wallet')
      .set({ vip_points: sql`vip_points - ${redemption.points}`, updated_at: sql`now()` })
      .where('member_id', '=', redemption.memberId)
      .execute();
    // The package's bonus is a grant like any other (issue 18): one at a time, not while a cash-out
    // is pending, wagered on the operator's terms. A refusal undoes the points too.
    const redeemRef = randomUUID();
    const grant = await grantRedeemedBonus(trx, redemption.memberId, bonusCents, `VIP_STORE:${redeemRef}`);
    return credit(trx, {
      memberId: redemption.memberId,
      type: 'REDEEM',
      class: 2,
      amount: grant.amount,
      externalRef: `redeem:${redeemRef}`,
      referenceRef: `vipPackage:${redemption.packageId}`,
      grantId: grant.grantId,
      addRolling: grant.wagering,
    });
  });
}
