import { sql } from 'kysely';
import { expect } from 'vitest';
import { writeSetting } from '../db/siteSettings.js';
import { markActivated } from '../members/index.js';
import { readWithdrawConfig, type WithdrawConfig } from '../payments/index.js';
import type { TestApp } from '../test/app.js';
import { uploadedFile } from '../test/files.js';
import { memberWithSession } from '../test/sessionFor.js';
import { credit, TransactionClass } from '../wallet/index.js';

/*
 * What the cash-out tests share (applyChecks, cashOutMoney, cancelAndList, operatorReview, lookup):
 * players with cash and proofs, the bank form, the calls, and reads of what a cash-out wrote.
 */

export interface Player {
  memberId: number;
  token: string;
  username: string;
  idProof: string;
  paymentProof: string;
}

export function bankForm(who: Player, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    type: '0',
    amount: '300',
    paymentMethod: 'BANK_CARD',
    accountName: 'Ana García',
    dni: '12345678',
    accountNumber: '0011-0222-3333444455',
    interbankAccountNumber: '00211000222333344455',
    idcardProofId: who.idProof,
    paymentProofId: who.paymentProof,
    ...overrides,
  };
}

/** The form with one field left out, as the API client leaves out an unset one. */
export function without(form: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter(([key]) => key !== name));
}

/** The helpers on one test app: call in the test file's beforeAll, after createTestApp. */
export function cashOutHelpers(t: TestApp) {
  /** Changes the named terms of the withdraw configuration, keeping the others. */
  async function setWithdrawConfig(changes: Partial<WithdrawConfig>) {
    const current = await readWithdrawConfig(t.db);
    await t.db
      .updateTable('payment_config')
      .set({ config: sql`${JSON.stringify({ ...current, ...changes })}::jsonb` })
      .where('kind', '=', 'withdraw')
      .execute();
  }

  /** An activated member with cash, a wagered amount and two uploads (not yet attached). */
  async function player(
    options: { cash?: string; wagered?: string; activated?: boolean } = {},
  ): Promise<Player> {
    const { memberId, token } = await memberWithSession(t.db);
    if (options.activated !== false) await markActivated(t.db, memberId);
    if (options.cash !== undefined) {
      await credit(t.db, {
        memberId,
        type: 'DEPOSIT',
        class: TransactionClass.cash,
        amount: options.cash,
        externalRef: `test:deposit:${memberId}`,
      });
    }
    // Play is the vendor wallet's; the test sets what play would have left.
    await t.db
      .updateTable('wallet')
      .set({ wagered: options.wagered ?? '10000.00' })
      .where('member_id', '=', memberId)
      .execute();
    const member = await t.db
      .selectFrom('member')
      .select('username')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return {
      memberId,
      token,
      username: member.username,
      idProof: await uploadedFile(t.db, memberId),
      paymentProof: await uploadedFile(t.db, memberId),
    };
  }

  async function post(path: string, fields: Record<string, unknown>, token?: string, json = false) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: {
        'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
        'x-fe-lang': 'en',
        ...(token ? { authorization: token } : {}),
      },
      payload: json
        ? JSON.stringify(fields)
        : new URLSearchParams(fields as Record<string, string>).toString(),
    });
    expect(response.statusCode).toBeLessThan(500);
    // biome-ignore lint/suspicious/noExplicitAny: tests read the answers field by field.
    const envelope = response.json() as { error: number; message: string; data: any };
    return { status: response.statusCode, ...envelope };
  }

  const apply = (who: Player, form: Record<string, string>) => post('/sys/withdraw/apply', form, who.token);

  async function ledger(memberId: number) {
    return t.db
      .selectFrom('wallet_ledger')
      .select(['type', 'amount', 'balance_after', 'external_ref', 'reference_ref'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
  }

  /** The cash balance must always be the sum of the member's cash ledger rows. */
  async function expectBalanceIsLedgerSum(memberId: number) {
    const sum = await t.db
      .selectFrom('wallet_ledger')
      .select(sql<string>`coalesce(sum(amount), 0)::numeric(20, 2)::text`.as('total'))
      .where('member_id', '=', memberId)
      .where('class', '=', TransactionClass.cash)
      .executeTakeFirstOrThrow();
    const wallet = await t.db
      .selectFrom('wallet')
      .select('cash')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(wallet.cash).toBe(sum.total);
  }

  /** What a cash-out request writes: requests, their history, ledger rows and the member's documents. */
  async function cashOutTrace(memberId: number) {
    return {
      requests: await t.db.selectFrom('withdrawal').selectAll().where('member_id', '=', memberId).execute(),
      changes: await t.db
        .selectFrom('withdrawal_status_change')
        .innerJoin('withdrawal', 'withdrawal.id', 'withdrawal_status_change.withdrawal_id')
        .select('withdrawal_status_change.id')
        .where('withdrawal.member_id', '=', memberId)
        .execute(),
      ledger: await ledger(memberId),
      documents: await t.db
        .selectFrom('member')
        .select(['idcard_proof_id', 'payment_proof_id', 'idcard_proof_status', 'payment_proof_status'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow(),
    };
  }

  /** Lets the next submission past the 2 s double-submit guard without waiting for it. */
  async function ageSubmissions(memberId: number) {
    await t.db
      .updateTable('withdrawal')
      .set({ created_at: sql`created_at - interval '5 seconds'` })
      .where('member_id', '=', memberId)
      .execute();
  }

  return {
    setWithdrawConfig,
    player,
    post,
    apply,
    ledger,
    expectBalanceIsLedgerSum,
    cashOutTrace,
    ageSubmissions,
  };
}

export type CashOutHelpers = ReturnType<typeof cashOutHelpers>;

/**
 * The file's starting terms: no first-deposit requirement (most players here are funded by a DEPOSIT
 * row and some hold no cash; a test that is about it raises it) and one operator for any pass.
 */
export async function prepareCashOuts(t: TestApp, helpers: CashOutHelpers): Promise<void> {
  await helpers.setWithdrawConfig({ requiredDepositAmount4Withdraw: '0.00' });
  // Large passes need two operators in the back office (src/admin); these files are about one command.
  await writeSetting(t.db, 'backofficeCashOutApprovalAbove', '1000000.00');
}
