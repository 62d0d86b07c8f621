import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { bookAdjustment } from '../../admin/adjustments.js';
import { OperatorRefusal } from '../../admin/audited.js';
import { forfeitBonus, grantBonus, readBonusRules } from '../../bonuses/grants.js';
import { runPeriod } from '../../bonuses/schedule.js';
import type { Db } from '../../db/database.js';
import { insertFile } from '../../files/repository.js';
import { ApiError } from '../../http/envelope.js';
import { markActivated } from '../../members/repository.js';
import { readWithdrawConfig } from '../../payments/repository.js';
import { formatCents } from '../../shared/money.js';
import { hashToken } from '../../shared/tokens.js';
import { claimJackpot } from '../../vendorWallet/jackpotClaim.js';
import { placeBet, rollbackBet, settleWin } from '../../vendorWallet/settle.js';
import { createLaunch, createMember, seedGames } from '../../vendorWallet/testing.js';
import { credit } from '../../wallet/index.js';
import { applyCashOut, cancelCashOut } from '../../withdrawals/cashOuts.js';
import type { History, Op } from './history.js';

/** What became of one operation, as its caller saw it. */
export interface Outcome {
  op: Op;
  /** Resolved without an error (a refusal is an ApiError; anything else is reported as a crash). */
  ok: boolean;
  refusal?: string;
  crash?: string;
  /** The highest ledger id right after it returned: where a change that wrote no ledger row sits. */
  seenAfter: number;
  withdrawalId?: number;
  /** Grants this call closed (forfeit, expiry), read right after it returned. */
  closedGrants?: number[];
}

export interface Setup {
  memberIds: number[];
  tokens: string[];
  startedAt: Date;
}

const gameId = 1;
const vendor = 'HOUSE';

/** Members with 20.00 deposited (so stakes soon reach bonus money), a live launch, documents on file and cash-outs they may make. */
export async function prepare(db: Db, members: number): Promise<Setup> {
  await seedGames(db);
  const config = await readWithdrawConfig(db);
  await db
    .updateTable('payment_config')
    .set({
      config: sql`${JSON.stringify({
        ...config,
        requiredDepositAmount4Withdraw: '0.00',
        minimumAmount: '1',
        alternativeMinimumAmount: '1',
        amountMultiple: 1,
        maxManualAmount: '100000',
        withdrawAllowManualInput: 1,
        doubleClickGuardMs: 0,
        monthlyPayoutCap: { amount: '100000000.00', currency: config.monthlyPayoutCap.currency },
      })}::jsonb`,
    })
    .where('kind', '=', 'withdraw')
    .execute();
  const memberIds: number[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < members; i += 1) {
    const { id } = await createMember(db, { cash: '20.00' });
    await markActivated(db, id);
    const proofs: string[] = [];
    for (let k = 0; k < 2; k += 1) {
      const file = randomUUID();
      await insertFile(db, {
        id: file,
        owner_member_id: id,
        mime: 'image/png',
        size: 100,
        width: 10,
        height: 10,
      });
      proofs.push(file);
    }
    await db
      .updateTable('member')
      .set({ idcard_proof_id: proofs[0] ?? null, payment_proof_id: proofs[1] ?? null })
      .where('id', '=', id)
      .execute();
    // The cash-out's wagered-share rule is not what this checker is about.
    await db.updateTable('wallet').set({ wagered: '1000000.00' }).where('member_id', '=', id).execute();
    memberIds.push(id);
    tokens.push(await createLaunch(db, id, gameId));
  }
  return { memberIds, tokens, startedAt: new Date(Date.now() - 1000) };
}

async function lastLedgerId(db: Db): Promise<number> {
  const row = await sql<{ id: number }>`select coalesce(max(id), 0)::int as id from wallet_ledger`.execute(
    db,
  );
  return row.rows[0]?.id ?? 0;
}

async function closedGrants(db: Db, memberId: number | undefined): Promise<number[]> {
  let query = db.selectFrom('bonus_grant').select('id').where('status', 'in', ['FORFEITED', 'EXPIRED']);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  return (await query.execute()).map((row) => Number(row.id));
}

const application = (units: number) => ({
  amount: String(units),
  paymentMethod: 'BANK_CARD',
  accountName: 'Ana García',
  dni: '12345678',
  accountNumber: '0011-0222-3333444455',
  interbankAccountNumber: '00211000222333344455',
  email: '',
  routingNumber: '',
  cpf: '',
  payoutData: { accountName: '', toAccount: '' },
  proofs: {},
});

/** Runs one operation through the product's own functions on the pool it is given. */
async function perform(db: Db, setup: Setup, op: Op, withdrawals: Map<number, number[]>): Promise<Outcome> {
  const memberId = 'member' in op ? (setup.memberIds[op.member] as number) : undefined;
  const call =
    'member' in op ? { vendor, tokenHash: hashToken(setup.tokens[op.member] as string), gameId } : undefined;
  const outcome: Outcome = { op, ok: true, seenAfter: 0 };
  try {
    switch (op.kind) {
      case 'bet':
      case 'win': {
        const money = {
          ...call!,
          transactionId: op.tx,
          roundId: op.round,
          currency: undefined,
          amount: formatCents(op.cents),
        };
        await (op.kind === 'bet' ? placeBet(db, money) : settleWin(db, money));
        break;
      }
      case 'rollback':
        await rollbackBet(db, {
          ...call!,
          transactionId: op.tx,
          roundId: op.round,
          currency: undefined,
          referenceTransactionId: op.bet,
          amount: undefined,
        });
        break;
      case 'jackpot':
        await claimJackpot(db, { ...call!, transactionId: op.tx, roundId: op.round, currency: undefined });
        break;
      case 'deposit':
        await credit(db, {
          memberId: memberId!,
          type: 'DEPOSIT',
          class: 1,
          amount: formatCents(op.cents),
          externalRef: `checker:deposit:${op.ref}`,
        });
        break;
      case 'adjust':
        // The back office's own booking, with its refusals (an operator's bonus credit has no grant).
        await bookAdjustment(db, {
          memberId: memberId!,
          type: 'GIFT',
          class: op.cls,
          direction: op.direction,
          amount: formatCents(op.cents),
          requestId: op.ref,
        });
        break;
      case 'cashOutApply': {
        const made = await applyCashOut(db, memberId!, application(op.units));
        outcome.withdrawalId = made.row.id;
        withdrawals.set(memberId!, [...(withdrawals.get(memberId!) ?? []), made.row.id]);
        break;
      }
      case 'cashOutCancel': {
        const id = withdrawals.get(memberId!)?.at(-1);
        if (id === undefined) {
          outcome.ok = false;
          outcome.refusal = 'nothing to cancel';
          break;
        }
        outcome.withdrawalId = id;
        await cancelCashOut(db, memberId!, id);
        break;
      }
      case 'grant': {
        const rules = await readBonusRules(db);
        const granted = await grantBonus(db, {
          memberId: memberId!,
          kind: 'FRIDAY',
          grantKey: `checker:${op.key}`,
          amountCents: op.cents,
          wageringCents: op.wagering,
          ...(op.cap === null ? {} : { winCapCents: op.cap }),
          rules,
        });
        if (!granted.granted) {
          outcome.ok = false;
          outcome.refusal = granted.reason;
        }
        break;
      }
      case 'forfeit':
        await forfeitBonus(db, memberId!);
        outcome.closedGrants = await closedGrants(db, memberId);
        break;
      case 'expiry': {
        const now = new Date(Date.now() + 400 * 86_400_000);
        await runPeriod(db, 'expiry', { key: `checker:${op.key}`, start: setup.startedAt, end: now }, now);
        outcome.closedGrants = await closedGrants(db, undefined);
        break;
      }
      case 'cashback':
        await runPeriod(
          db,
          'cashback',
          { key: `checker:${op.key}`, start: setup.startedAt, end: new Date(Date.now() + 1000) },
          new Date(),
        );
        break;
    }
  } catch (error) {
    outcome.ok = false;
    if (error instanceof ApiError) outcome.refusal = error.messageKey;
    else if (error instanceof OperatorRefusal) outcome.refusal = error.message;
    else outcome.crash = error instanceof Error ? error.message : String(error);
  }
  outcome.seenAfter = await lastLedgerId(db);
  return outcome;
}

/** Runs the history's bursts on `pools` connection pools at once; each burst's steps in order. */
export async function runHistory(pools: Db[], setup: Setup, history: History): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const withdrawals = new Map<number, number[]>();
  let next = 0;
  await Promise.all(
    pools.map(async (db) => {
      while (next < history.bursts.length) {
        const burst = history.bursts[next] ?? [];
        next += 1;
        for (const step of burst) {
          outcomes.push(...(await Promise.all(step.map((op) => perform(db, setup, op, withdrawals)))));
        }
      }
    }),
  );
  return outcomes;
}
