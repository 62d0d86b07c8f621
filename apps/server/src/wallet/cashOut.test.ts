import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestDatabase } from '../test/db.js';
import { memberWithSession } from '../test/sessionFor.js';
import { getBalances } from './balances.js';
import { holdCashOut, lockWalletForCashOut, returnCashOut } from './cashOut.js';
import { credit } from './ledger.js';
import { TransactionClass } from './schema.js';

let db: Db;
let destroy: () => Promise<void>;

beforeAll(async () => {
  ({ db, destroy } = await createTestDatabase());
});
afterAll(async () => destroy());

async function funded(cash: string, wagered: string) {
  const { memberId } = await memberWithSession(db);
  await credit(db, {
    memberId,
    type: 'DEPOSIT',
    class: TransactionClass.cash,
    amount: cash,
    externalRef: `test:deposit:${memberId}`,
  });
  await db.updateTable('wallet').set({ wagered }).where('member_id', '=', memberId).execute();
  return memberId;
}

const inTrx = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);

describe('cash-out hold and return', () => {
  it('holds cash as a WITHDRAW row and counts it against the wagered amount', async () => {
    const memberId = await funded('500.00', '1000.00');
    const state = await inTrx(async (trx) => {
      const locked = await lockWalletForCashOut(trx, memberId);
      await holdCashOut(trx, { memberId, withdrawalId: 7001, amount: '200.00' });
      return locked;
    });
    expect(state).toMatchObject({ cash: 50_000n, withdrawable: 50_000n, wageredAmount: 100_000n });
    expect(await getBalances(db, memberId)).toMatchObject({
      availableBalance: '300.00',
      wageredAmount: '800.00',
    });
  });

  it('returns a held amount once, and nothing that was never held', async () => {
    const memberId = await funded('500.00', '1000.00');
    await inTrx((trx) => holdCashOut(trx, { memberId, withdrawalId: 7002, amount: '200.00' }));
    const first = await inTrx((trx) =>
      returnCashOut(trx, { memberId, withdrawalId: 7002, amount: '200.00' }),
    );
    const again = await inTrx((trx) =>
      returnCashOut(trx, { memberId, withdrawalId: 7002, amount: '200.00' }),
    );
    expect(first).toMatchObject({ duplicate: false, balanceAfter: '500.00' });
    expect(again).toMatchObject({ duplicate: true, ledgerId: first.ledgerId });
    expect(await getBalances(db, memberId)).toMatchObject({
      availableBalance: '500.00',
      wageredAmount: '1000.00',
    });
    await expect(
      inTrx((trx) => returnCashOut(trx, { memberId, withdrawalId: 7003, amount: '200.00' })),
    ).rejects.toThrow('holds no 200.00');
    await expect(
      inTrx((trx) => returnCashOut(trx, { memberId, withdrawalId: 7002, amount: '300.00' })),
    ).rejects.toThrow('holds no 300.00');
    expect(await getBalances(db, memberId)).toMatchObject({ availableBalance: '500.00' });
  });

  it('refuses a hold above the cash (error 2) and any change outside a transaction', async () => {
    const memberId = await funded('100.00', '0');
    await expect(
      inTrx((trx) => holdCashOut(trx, { memberId, withdrawalId: 7004, amount: '100.01' })),
    ).rejects.toMatchObject({ code: 2, messageKey: 'wallet.insufficient' });
    await expect(holdCashOut(db, { memberId, withdrawalId: 7005, amount: '10.00' })).rejects.toThrow(
      'transaction',
    );
    expect(await getBalances(db, memberId)).toMatchObject({
      availableBalance: '100.00',
      wageredAmount: '0.00',
    });
  });
});
