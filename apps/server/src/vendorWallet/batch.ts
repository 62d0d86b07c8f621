import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type MoneyCall, ref, roundRef } from './calls.js';

export type SettleKind = 'BET' | 'WIN';

export interface SettledRow {
  balance: string;
  currency: string;
}

/** Where a failed batch is reported: the request log of one of its calls (pino's signature). */
export interface BatchLog {
  warn(details: object, message: string): void;
}

interface Waiting {
  kind: SettleKind;
  call: MoneyCall;
  log: BatchLog | undefined;
  resolve(row: SettledRow | undefined): void;
  reject(error: unknown): void;
}

/** One bet or win on its own; `undefined` when it booked nothing (the caller explains why). */
export type SettleOne = (db: Db, kind: SettleKind, call: MoneyCall) => Promise<SettledRow | undefined>;

const batchObservers = new WeakMap<Db, (size: number) => void>();

/** Tells `observe` the size of every batch sent to this database (the wallet_batch_size series). */
export function onWalletBatch(db: Db, observe: (size: number) => void): void {
  batchObservers.set(db, observe);
}

/**
 * Group commit: bets and wins that arrive together go to the database together, as one batch
 * (`vendor_settle_batch`, migration 0620), and while `maxInFlight` batches are there, new calls wait
 * and go as the next batch when one comes back. Nothing waits on a timer: a batch leaves as soon as
 * the event loop has read the requests already in (setImmediate), so a quiet wallet answers as fast
 * as before, with a batch of one, and a busy one pays one commit and one round trip for many calls
 * instead of one each. Every call is answered only after its batch has committed.
 *
 * If a batch fails as a whole (say a concurrent repeat of a transaction id hits the key between the
 * batch's check and its insert), its calls are run again one by one, each in its own transaction, so a
 * failure never answers for calls other than its own. The failure is logged once, as a warning: the
 * calls are still booked right, only slower, and an operator should hear of a batch that keeps failing.
 */
export class SettleQueue {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;
  private flushScheduled = false;

  constructor(
    private readonly db: Db,
    private readonly settleOne: SettleOne,
    private readonly maxInFlight: number,
    private readonly maxBatch: number,
  ) {}

  settle(kind: SettleKind, call: MoneyCall, log?: BatchLog): Promise<SettledRow | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ kind, call, log, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.flush();
      });
    }
  }

  private async run(batch: Waiting[]): Promise<void> {
    batchObservers.get(this.db)?.(batch.length);
    if (batch.length === 1) return this.runAlone(batch[0]!);
    let rows: { idx: number; balance: string; currency: string }[];
    try {
      rows = (await batchStatement(batch).execute(this.db)).rows;
    } catch (error) {
      batch
        .find((waiting) => waiting.log !== undefined)
        ?.log?.warn({ err: error, calls: batch.length }, 'wallet batch failed; booking its calls one by one');
      await Promise.all(batch.map((waiting) => this.runAlone(waiting)));
      return;
    }
    const settled = new Map(rows.map((row) => [row.idx, row]));
    batch.forEach((waiting, idx) => {
      const row = settled.get(idx);
      waiting.resolve(row && { balance: row.balance, currency: row.currency });
    });
  }

  private async runAlone(waiting: Waiting): Promise<void> {
    try {
      waiting.resolve(await this.settleOne(this.db, waiting.kind, waiting.call));
    } catch (error) {
      waiting.reject(error);
    }
  }
}

function batchStatement(batch: Waiting[]) {
  const calls = batch.map(({ kind, call }) => ({
    kind,
    vendor: call.vendor,
    token_hash: call.tokenHash,
    game_id: call.gameId,
    transaction_id: call.transactionId,
    round_id: call.roundId,
    amount: call.amount,
    currency: call.currency ?? null,
    ref: ref(call.vendor, call.transactionId),
    round_ref: roundRef(call.vendor, call.roundId),
    counted: call.countedAmount ?? null,
    detail: call.detail ?? null,
  }));
  return sql<{ idx: number; balance: string; currency: string }>`
    select idx, balance, currency from vendor_settle_batch(${JSON.stringify(calls)}::jsonb)`;
}
