import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { hashToken, newToken } from '../shared/tokens.js';
import { createTestDatabase } from '../test/db.js';
import type { BatchLog } from './batch.js';
import type { WalletCall } from './calls.js';
import { placeBet, settleWin } from './settle.js';
import { createLaunch, createMember, seedGames } from './testing.js';

/**
 * Bets and wins that reach the wallet together are booked in one transaction (group commit,
 * src/vendorWallet/batch.ts): each still answered exactly as if it had come alone.
 */

let db: Db;
let destroy: () => Promise<void>;

beforeAll(async () => {
  ({ db, destroy } = await createTestDatabase());
  await seedGames(db);
});
afterAll(async () => destroy());

async function player(cash: string) {
  const member = await createMember(db, { cash });
  const token = await createLaunch(db, member.id, 1);
  const call: WalletCall = { vendor: 'HOUSE', tokenHash: hashToken(token), gameId: 1 };
  return { memberId: member.id, call };
}

const prefix = () => randomBytes(4).toString('hex');

function bet(call: WalletCall, transactionId: string, amount: string, roundId = 'round-1', log?: BatchLog) {
  return placeBet(db, { ...call, transactionId, roundId, amount, currency: undefined }, log);
}

function win(call: WalletCall, transactionId: string, amount: string, roundId = 'round-1') {
  return settleWin(db, { ...call, transactionId, roundId, amount, currency: undefined });
}

/** What a call answered: the balance, or the refusal's message key. */
async function outcome(answer: Promise<{ balance: string }>): Promise<string> {
  try {
    return (await answer).balance;
  } catch (error) {
    if (error instanceof ApiError) return error.messageKey;
    throw error;
  }
}

/** The ledger rows booked for these transaction ids, in booking order, with their database transaction. */
async function booked(ids: string[]) {
  const refs = ids.map((id) => `vendor:HOUSE:${id}`);
  return (
    await sql<{ member_id: number; external_ref: string; xid: string }>`
      select member_id, external_ref, xmin::text as xid from wallet_ledger
      where external_ref = any(${refs}::text[]) order by id`.execute(db)
  ).rows;
}

describe('calls that arrive together', () => {
  it('are booked in one transaction, each answered as if it came alone', async () => {
    const rich = await player('100.00');
    const other = await player('20.00');
    const poor = await player('0.50');
    const stranger: WalletCall = { vendor: 'HOUSE', tokenHash: hashToken(newToken()), gameId: 1 };
    const p = prefix();

    const answers = await Promise.all([
      outcome(bet(rich.call, `${p}-b1`, '10.00')),
      outcome(bet(other.call, `${p}-b2`, '5.00')),
      outcome(bet(poor.call, `${p}-b3`, '1.00')),
      outcome(bet(rich.call, `${p}-b1`, '10.00')),
      outcome(bet(rich.call, `${p}-b1`, '11.00')),
      outcome(win(rich.call, `${p}-w1`, '4.00')),
      outcome(bet(stranger, `${p}-b4`, '1.00')),
    ]);

    expect(answers).toEqual([
      '90.00',
      '15.00',
      'wallet.insufficient',
      // A vendor's retry in the same batch gets the first answer; a changed amount is refused.
      '90.00',
      'wallet.transactionConflict',
      '94.00',
      'wallet.launchInvalid',
    ]);
    const rows = await booked([`${p}-b1`, `${p}-b2`, `${p}-w1`]);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.xid)).size).toBe(1);
  });

  it('book member by member, so concurrent batches lock wallets in one order and cannot deadlock', async () => {
    const first = await player('50.00');
    const second = await player('50.00');
    const p = prefix();

    // Arrival order: second, first, second.
    await Promise.all([
      bet(second.call, `${p}-s1`, '1.00'),
      bet(first.call, `${p}-f1`, '1.00'),
      bet(second.call, `${p}-s2`, '1.00'),
    ]);

    const rows = await booked([`${p}-s1`, `${p}-f1`, `${p}-s2`]);
    expect(rows.map((row) => row.external_ref)).toEqual([
      `vendor:HOUSE:${p}-f1`,
      `vendor:HOUSE:${p}-s1`,
      `vendor:HOUSE:${p}-s2`,
    ]);
    expect(first.memberId).toBeLessThan(second.memberId);
  });

  it('are booked one by one, each in its own transaction, when their batch fails as a whole', async () => {
    const players = await Promise.all([player('10.00'), player('10.00'), player('10.00')]);
    const p = prefix();
    const warnings: { details: object; message: string }[] = [];
    const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };
    await sql`alter function vendor_settle_batch(jsonb) rename to vendor_settle_batch_gone`.execute(db);
    try {
      const answers = await Promise.all(
        players.map((each, n) => outcome(bet(each.call, `${p}-${n}`, '2.50', 'round-1', log))),
      );
      expect(answers).toEqual(['7.50', '7.50', '7.50']);
      // One warning for the batch, not one per call, so an operator hears of it.
      expect(warnings).toEqual([
        { details: expect.objectContaining({ calls: 3 }), message: expect.stringContaining('batch failed') },
      ]);
    } finally {
      await sql`alter function vendor_settle_batch_gone(jsonb) rename to vendor_settle_batch`.execute(db);
    }
    const rows = await booked(players.map((_, n) => `${p}-${n}`));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.xid)).size).toBe(3);
  });
});
