import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { formatCents, toCents } from '../shared/money.js';
import { hashToken } from '../shared/tokens.js';
import { createTestDatabase } from '../test/db.js';
import type { WalletCall } from './calls.js';
import { placeBet, rollbackBet, settleWin } from './settle.js';
import { createLaunch, createMember, openTableLimits, seedGames } from './testing.js';

/**
 * For any sequence of bets, wins, rollbacks and repeats: every answer is what a simple model of the
 * rules predicts (run one call at a time), and with calls racing for the same member the balances
 * still equal the sum of the ledger, never go below zero, and each transaction id counts once.
 */

let db: Db;
let destroy: () => Promise<void>;
let run = 0;

beforeAll(async () => {
  ({ db, destroy } = await createTestDatabase());
  await seedGames(db);
  await openTableLimits(db, 1);
});
afterAll(async () => destroy());

type Command =
  | { kind: 'bet'; id: number; cents: number; round: number }
  | { kind: 'win'; id: number; cents: number; round: number }
  | { kind: 'rollback'; id: number; ref: number; cents: number | null; round: number }
  | { kind: 'repeat'; index: number };

// Few ids and rounds, so repeats, clashes and rollbacks of unknown bets happen often.
const ids = fc.integer({ min: 0, max: 11 });
const rounds = fc.integer({ min: 0, max: 3 });
const cents = fc.integer({ min: 1, max: 3000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bet' as const), id: ids, cents, round: rounds }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      id: ids,
      cents: fc.integer({ min: 0, max: 6000 }),
      round: rounds,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rollback' as const),
      id: ids,
      ref: ids,
      cents: fc.option(cents, { nil: null }),
      round: rounds,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('repeat' as const), index: fc.nat() }) },
);

type Outcome = { ok: true; balance: string } | { ok: false; code: number; key: string };

async function execute(
  call: WalletCall,
  prefix: string,
  cmd: Exclude<Command, { kind: 'repeat' }>,
): Promise<Outcome> {
  const base = {
    ...call,
    transactionId: `${prefix}${cmd.kind}-${cmd.id}`,
    roundId: `round-${cmd.round}`,
    currency: undefined,
  };
  try {
    const answer =
      cmd.kind === 'bet'
        ? await placeBet(db, { ...base, amount: formatCents(BigInt(cmd.cents)) })
        : cmd.kind === 'win'
          ? await settleWin(db, { ...base, amount: formatCents(BigInt(cmd.cents)) })
          : await rollbackBet(db, {
              ...base,
              referenceTransactionId: `${prefix}bet-${cmd.ref}`,
              amount: cmd.cents === null ? undefined : formatCents(BigInt(cmd.cents)),
            });
    return { ok: true, balance: answer.balance };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, key: error.messageKey };
    throw error;
  }
}

/** The rules, written plainly. */
class Model {
  cash: bigint;
  bonus: bigint;
  private readonly calls = new Map<
    string,
    {
      kind: string;
      cents: bigint;
      round: number;
      ref?: string;
      balance: bigint;
      rolledBack?: boolean;
      fromCash?: bigint;
      fromBonus?: bigint;
    }
  >();

  constructor(cash: bigint, bonus: bigint) {
    this.cash = cash;
    this.bonus = bonus;
  }

  private ok(): Outcome {
    return { ok: true, balance: formatCents(this.cash + this.bonus) };
  }

  apply(cmd: Exclude<Command, { kind: 'repeat' }>): Outcome {
    const key = `${cmd.kind}-${cmd.id}`;
    const conflict: Outcome = { ok: false, code: 2, key: 'wallet.transactionConflict' };
    const booked = this.calls.get(key);
    if (cmd.kind === 'bet' || cmd.kind === 'win') {
      const kind = cmd.kind === 'bet' ? 'BET' : 'WIN';
      const amount = BigInt(cmd.cents);
      if (booked) {
        if (booked.kind === 'VOID' && kind === 'BET')
          return { ok: false, code: 2, key: 'wallet.betRolledBack' };
        if (booked.kind !== kind || booked.cents !== amount || booked.round !== cmd.round) return conflict;
        return { ok: true, balance: formatCents(booked.balance) };
      }
      if (kind === 'BET') {
        if (this.cash + this.bonus < amount) return { ok: false, code: 2, key: 'wallet.insufficient' };
        const fromCash = this.cash < amount ? this.cash : amount;
        this.cash -= fromCash;
        this.bonus -= amount - fromCash;
        this.calls.set(key, {
          kind,
          cents: amount,
          round: cmd.round,
          balance: this.cash + this.bonus,
          fromCash,
          fromBonus: amount - fromCash,
        });
        return this.ok();
      }
      let cashStake = 0n;
      let bonusStake = 0n;
      for (const call of this.calls.values()) {
        if (call.kind === 'BET' && call.round === cmd.round && !call.rolledBack) {
          cashStake += call.fromCash!;
          bonusStake += call.fromBonus!;
        }
      }
      // A win settles a round once, and only a round with a stake that was not rolled back.
      const settled = [...this.calls.values()].some(
        (call) => call.kind === 'WIN' && call.round === cmd.round,
      );
      if (cashStake + bonusStake <= 0n || settled) return { ok: false, code: 3, key: 'wallet.unknownRound' };
      const toCash =
        bonusStake <= 0n ? amount : cashStake <= 0n ? 0n : (amount * cashStake) / (cashStake + bonusStake);
      this.cash += toCash;
      this.bonus += amount - toCash;
      this.calls.set(key, { kind, cents: amount, round: cmd.round, balance: this.cash + this.bonus });
      return this.ok();
    }
    const ref = `bet-${cmd.ref}`;
    if (booked) {
      if (booked.kind !== 'ROLLBACK' || booked.ref !== ref) return conflict;
      return { ok: true, balance: formatCents(booked.balance) };
    }
    const record = () => {
      this.calls.set(key, {
        kind: 'ROLLBACK',
        cents: 0n,
        round: cmd.round,
        ref,
        balance: this.cash + this.bonus,
      });
      return this.ok();
    };
    const bet = this.calls.get(ref);
    if (bet === undefined) {
      this.calls.set(ref, { kind: 'VOID', cents: 0n, round: cmd.round, balance: this.cash + this.bonus });
      return record();
    }
    if (bet.kind === 'VOID' || bet.rolledBack) return record();
    if (bet.kind !== 'BET') return conflict;
    if (cmd.cents !== null && BigInt(cmd.cents) !== bet.cents) return conflict;
    const won = [...this.calls.values()].some((call) => call.kind === 'WIN' && call.round === bet.round);
    // After the win, only a stake whose round keeps another live stake is refunded.
    const otherLive = [...this.calls.values()].some(
      (call) => call !== bet && call.kind === 'BET' && call.round === bet.round && !call.rolledBack,
    );
    if (won && !otherLive) return { ok: false, code: 2, key: 'wallet.roundHasWin' };
    this.cash += bet.fromCash!;
    this.bonus += bet.fromBonus!;
    bet.rolledBack = true;
    return record();
  }
}

async function newPlayer(cash: number, bonus: number) {
  const member = await createMember(db, {
    cash: formatCents(BigInt(cash)),
    bonus: formatCents(BigInt(bonus)),
  });
  const token = await createLaunch(db, member.id, 1);
  run += 1;
  return {
    member,
    call: { vendor: 'HOUSE', tokenHash: hashToken(token), gameId: 1, currency: undefined },
    prefix: `p${run}-`,
  };
}

function resolve(commands: Command[]): Exclude<Command, { kind: 'repeat' }>[] {
  const plain: Exclude<Command, { kind: 'repeat' }>[] = [];
  for (const cmd of commands) {
    if (cmd.kind !== 'repeat') plain.push(cmd);
    else if (plain.length > 0) plain.push(plain[cmd.index % plain.length]!);
  }
  return plain;
}

/** Balances equal the ledger, never negative; each transaction id booked once with its own amount. */
async function checkInvariants(memberId: number, prefix: string) {
  const wallet = await db
    .selectFrom('wallet')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('wallet_ledger')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  for (const [cls, column] of [
    [1, 'cash'],
    [2, 'bonus'],
  ] as const) {
    const own = rows.filter((row) => row.class === cls);
    const sum = own.reduce((total, row) => total + toCents(row.amount)!, 0n);
    expect(formatCents(sum)).toBe(formatCents(toCents(wallet[column])!));
    let running = 0n;
    for (const row of own) {
      expect(toCents(row.balance_before)).toBe(running);
      running = toCents(row.balance_after)!;
      expect(running >= 0n).toBe(true);
    }
  }
  const calls = await db
    .selectFrom('vendor_transaction')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('transaction_id', 'like', `${prefix}%`)
    .execute();
  const byRef = new Map<string, bigint>();
  for (const row of rows)
    byRef.set(row.external_ref, (byRef.get(row.external_ref) ?? 0n) + toCents(row.amount)!);
  for (const call of calls) {
    const booked = byRef.get(`vendor:HOUSE:${call.transaction_id}`) ?? 0n;
    if (call.kind === 'BET') expect(booked).toBe(-toCents(call.amount)!);
    if (call.kind === 'WIN') expect(booked).toBe(toCents(call.amount)!);
  }
  const refs = new Set(calls.map((call) => `vendor:HOUSE:${call.transaction_id}`));
  for (const ref of byRef.keys()) if (ref.startsWith('vendor:')) expect(refs.has(ref)).toBe(true);
}

describe('seamless wallet, any sequence', () => {
  it('answers every call as the rules say, one call at a time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.array(command, { minLength: 1, maxLength: 25 }),
        async (cash, bonus, commands) => {
          const { member, call, prefix } = await newPlayer(cash, bonus);
          const model = new Model(BigInt(cash), BigInt(bonus));
          for (const cmd of resolve(commands)) {
            const expected = model.apply(cmd);
            expect(await execute(call, prefix, cmd)).toEqual(expected);
          }
          await checkInvariants(member.id, prefix);
        },
      ),
      { numRuns: 30 },
    );
  }, 180_000);

  it('keeps the ledger whole when calls for the same member race', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.array(fc.array(command, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        async (cash, bonus, batches) => {
          const { member, call, prefix } = await newPlayer(cash, bonus);
          const seen: Exclude<Command, { kind: 'repeat' }>[] = [];
          for (const batch of batches) {
            const plain = resolve([...seen, ...batch]).slice(seen.length);
            // Each call of the batch is sent twice at once as well: a vendor retrying before the answer.
            const outcomes = await Promise.all([...plain, ...plain].map((cmd) => execute(call, prefix, cmd)));
            // Both copies accepted means one was booked and the other answered with the first answer.
            for (const index of plain.keys()) {
              const [first, twin] = [outcomes[index]!, outcomes[index + plain.length]!];
              if (first.ok && twin.ok) expect(twin.balance).toBe(first.balance);
            }
            seen.push(...plain);
          }
          await checkInvariants(member.id, prefix);
        },
      ),
      { numRuns: 20 },
    );
  }, 180_000);
});
