import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../db/siteSettings.js';
import { reviewDocument } from '../members/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { runOperatorCommand } from '../withdrawals/operator.js';
import { thresholdSettings } from './approvals.js';
import { adminCall, askCashOut, fundedPlayer, operatorWithSession, type TestOperator } from './testing.js';

let t: TestApp;
let financeA: TestOperator;
let financeB: TestOperator;
let financeC: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  financeA = await operatorWithSession(t, 'finance');
  financeB = await operatorWithSession(t, 'finance');
  financeC = await operatorWithSession(t, 'finance');
  support = await operatorWithSession(t, 'support');
  // In USD, the currency of these players: 1000.00 and 100.00.
  await writeSetting(t.db, thresholdSettings.currency, 'USD');
  await writeSetting(t.db, thresholdSettings.cashOut, '1000.00');
  await writeSetting(t.db, thresholdSettings.adjustment, '100.00');
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** A cash-out of `amount` whose documents compliance has approved. */
async function reviewedCashOut(amount: string) {
  const player = await fundedPlayer(t);
  const id = await askCashOut(t, player, amount);
  for (const field of ['idcardProofId', 'paymentProofId'] as const) {
    await reviewDocument(t.db, player.memberId, field, 'approve', null);
  }
  return { player, id };
}

const statusOf = async (id: number) =>
  (await t.db.selectFrom('withdrawal').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

const moves = (id: number) =>
  t.db
    .selectFrom('withdrawal_status_change')
    .select(['from_status', 'to_status'])
    .where('withdrawal_id', '=', id)
    .orderBy('id')
    .execute();

describe('a cash-out at or above the threshold', () => {
  it('is only prepared by the first operator and passed by a second one', async () => {
    const { id } = await reviewedCashOut('1000');
    const prepared = await adminCall(t, '/admin/cashOuts/move', { id, action: 'pass' }, financeA.token);
    expect(prepared).toMatchObject({ error: 0, data: { status: 0, awaitingApproval: true } });
    expect(await statusOf(id)).toBe(0);

    const own = await adminCall(t, '/admin/cashOuts/approve', { id }, financeA.token);
    expect(own).toMatchObject({ error: 2, message: 'A second operator must approve what you prepared.' });
    const bySupport = await adminCall(t, '/admin/cashOuts/approve', { id }, support.token);
    expect(bySupport.error).toBe(5);
    expect(await statusOf(id)).toBe(0);

    const approved = await adminCall(t, '/admin/cashOuts/approve', { id, note: 'checked' }, financeB.token);
    expect(approved).toMatchObject({ error: 0, data: { status: 20 } });
    const again = await adminCall(t, '/admin/cashOuts/approve', { id }, financeC.token);
    expect(again).toMatchObject({ error: 2, message: 'Another operator has already decided this.' });
    expect(await moves(id)).toEqual([
      { from_status: null, to_status: 0 },
      { from_status: 0, to_status: 20 },
    ]);
  });

  it('passed by two operators at once moves once: one wins, the other is told', async () => {
    const { id } = await reviewedCashOut('2000');
    expect((await adminCall(t, '/admin/cashOuts/move', { id, action: 'pass' }, financeA.token)).error).toBe(
      0,
    );
    const answers = await Promise.all([
      adminCall(t, '/admin/cashOuts/approve', { id }, financeB.token),
      adminCall(t, '/admin/cashOuts/approve', { id }, financeC.token),
    ]);
    expect(answers.map((answer) => answer.error).sort()).toEqual([0, 2]);
    expect(await moves(id)).toEqual([
      { from_status: null, to_status: 0 },
      { from_status: 0, to_status: 20 },
    ]);
    const approvals = await t.db
      .selectFrom('approval_request')
      .selectAll()
      .where('subject', '=', `withdrawal:${id}`)
      .execute();
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({ status: 'approved', prepared_by: financeA.id });
    expect([financeB.id, financeC.id]).toContain(approvals[0]!.decided_by);
  });

  it('cannot be approved by the preparer even straight in the database', async () => {
    const { id, player } = await reviewedCashOut('1500');
    await adminCall(t, '/admin/cashOuts/move', { id, action: 'pass' }, financeA.token);
    await expect(
      t.db
        .updateTable('approval_request')
        .set({ status: 'approved', decided_by: financeA.id })
        .where('subject', '=', `withdrawal:${id}`)
        .execute(),
    ).rejects.toThrow();
    expect(player.memberId).toBeGreaterThan(0);
  });

  it('rejected instead: the reason reaches the player as news and the prepared pass is withdrawn', async () => {
    const { id, player } = await reviewedCashOut('1200');
    await adminCall(t, '/admin/cashOuts/move', { id, action: 'pass' }, financeA.token);
    const noReason = await adminCall(t, '/admin/cashOuts/move', { id, action: 'reject' }, financeB.token);
    expect(noReason).toMatchObject({ error: 1, message: 'A reason is required.' });
    const rejected = await adminCall(
      t,
      '/admin/cashOuts/move',
      { id, action: 'reject', note: 'the PayPal account is in another name' },
      financeB.token,
    );
    expect(rejected).toMatchObject({ error: 0, data: { status: 10 } });
    const news = await t.db
      .selectFrom('news')
      .select('message')
      .where('member_id', '=', player.memberId)
      .execute();
    expect(news.map((row) => row.message)).toContain(
      `Your cash-out no. ${id} of $1,200.00 was rejected: the PayPal account is in another name. The amount is back on your balance.`,
    );
    const approval = await t.db
      .selectFrom('approval_request')
      .select('status')
      .where('subject', '=', `withdrawal:${id}`)
      .executeTakeFirstOrThrow();
    expect(approval.status).toBe('withdrawn');
    expect((await adminCall(t, '/admin/cashOuts/approve', { id }, financeC.token)).error).toBe(2);
  });
});

describe('a cash-out below the threshold', () => {
  it('is passed by one operator, and only with the documents approved', async () => {
    const player = await fundedPlayer(t);
    const id = await askCashOut(t, player, '300');
    const early = await adminCall(t, '/admin/cashOuts/move', { id, action: 'pass' }, financeA.token);
    expect(early.error).toBe(2);
    expect(early.message).toContain('cannot pass before the documents are approved');
    for (const field of ['idcardProofId', 'paymentProofId'] as const) {
      await reviewDocument(t.db, player.memberId, field, 'approve', null);
    }
    const passed = await adminCall(t, '/admin/cashOuts/move', { id, action: 'pass' }, financeA.token);
    expect(passed).toMatchObject({ error: 0, data: { status: 20, awaitingApproval: false } });
    const paid = await adminCall(t, '/admin/cashOuts/move', { id, action: 'paid' }, financeA.token);
    expect(paid.data.status).toBe(30);
    const twice = await adminCall(t, '/admin/cashOuts/move', { id, action: 'paid' }, financeA.token);
    expect(twice.error).toBe(2);
    // The history names who made each move, not only that an operator did.
    const detail = await adminCall(t, '/admin/cashOuts/get', { id }, support.token);
    expect(
      detail.data.changes.map((change: { to: number; by: string | null }) => [change.to, change.by]),
    ).toEqual([
      [0, null],
      [20, financeA.username],
      [30, financeA.username],
    ]);
  });
});

describe('manual adjustments', () => {
  const adjustment = (memberId: number, amount: string, requestId: string) => ({
    memberId,
    type: 'GIFT',
    class: 3,
    direction: 'credit',
    amount,
    reason: 'apology for the outage',
    requestId,
  });
  const giftRows = (memberId: number) =>
    t.db
      .selectFrom('wallet_ledger')
      .select(['amount', 'external_ref'])
      .where('member_id', '=', memberId)
      .where('type', '=', 'GIFT')
      .execute();

  it('of bonus money no grant owns are refused: it could reach cash with no wagering (issue 25 finding 2)', async () => {
    const player = await fundedPlayer(t);
    const body = { ...adjustment(player.memberId, '99.00', 'bonus-gift-0001'), class: 2 };
    const answer = await adminCall(t, '/admin/players/adjust', body, financeA.token);
    expect(answer).toMatchObject({ error: 2, message: expect.stringMatching(/only with a bonus grant/) });
    expect(await giftRows(player.memberId)).toEqual([]);
    const wallet = await t.db
      .selectFrom('wallet')
      .select('bonus')
      .where('member_id', '=', player.memberId)
      .executeTakeFirstOrThrow();
    expect(wallet.bonus).toBe('0.00');
  });

  it('below the threshold are booked at once, once per request id', async () => {
    const player = await fundedPlayer(t);
    const body = adjustment(player.memberId, '25.00', 'small-gift-0001');
    const [first, second] = await Promise.all([
      adminCall(t, '/admin/players/adjust', body, financeA.token),
      adminCall(t, '/admin/players/adjust', body, financeA.token),
    ]);
    expect([first.data.booked, second.data.booked]).toEqual([true, true]);
    expect(await giftRows(player.memberId)).toEqual([
      { amount: '25.00', external_ref: 'adjustment:small-gift-0001' },
    ]);
    const noReason = await adminCall(
      t,
      '/admin/players/adjust',
      { ...body, reason: ' ', requestId: 'small-gift-0002' },
      financeA.token,
    );
    expect(noReason).toMatchObject({ error: 1, message: 'A reason is required.' });
  });

  it('at or above it wait for a second operator, who books them once', async () => {
    const player = await fundedPlayer(t);
    const prepared = await adminCall(
      t,
      '/admin/players/adjust',
      adjustment(player.memberId, '100.00', 'big-gift-0001'),
      financeA.token,
    );
    expect(prepared).toMatchObject({ error: 0, data: { booked: false } });
    expect(await giftRows(player.memberId)).toEqual([]);
    const approvalId = prepared.data.approvalId as number;
    expect(
      (await adminCall(t, '/admin/approvals/adjustment/approve', { id: approvalId }, financeA.token)).error,
    ).toBe(2);
    const answers = await Promise.all([
      adminCall(t, '/admin/approvals/adjustment/approve', { id: approvalId }, financeB.token),
      adminCall(t, '/admin/approvals/adjustment/approve', { id: approvalId }, financeC.token),
    ]);
    expect(answers.map((answer) => answer.error).sort()).toEqual([0, 2]);
    expect(await giftRows(player.memberId)).toEqual([
      { amount: '100.00', external_ref: 'adjustment:big-gift-0001' },
    ]);
  });

  it('the preparer withdraws their own prepared change, audited, and nobody can book it after (issue 26 finding 4)', async () => {
    const player = await fundedPlayer(t);
    const prepared = await adminCall(
      t,
      '/admin/players/adjust',
      adjustment(player.memberId, '500.00', 'withdrawn-gift-01'),
      financeA.token,
    );
    const approvalId = prepared.data.approvalId as number;
    const withdrawn = await adminCall(
      t,
      '/admin/approvals/close',
      { id: approvalId, note: 'typed one zero too many' },
      financeA.token,
    );
    expect(withdrawn).toMatchObject({
      error: 0,
      data: { status: 'withdrawn', decidedBy: financeA.username },
    });
    const late = await adminCall(
      t,
      '/admin/approvals/adjustment/approve',
      { id: approvalId },
      financeB.token,
    );
    expect(late.error).toBe(2);
    expect(await giftRows(player.memberId)).toEqual([]);
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['operator_id', 'outcome', 'after'])
      .where('action', '=', 'adminApprovalClose')
      .where('operator_id', '=', financeA.id)
      .execute();
    expect(audited).toContainEqual({
      operator_id: financeA.id,
      outcome: 'done',
      after: { approvalId, status: 'withdrawn' },
    });
  });

  it('a debit never takes a balance below zero', async () => {
    const player = await fundedPlayer(t, '10.00');
    const answer = await adminCall(
      t,
      '/admin/players/adjust',
      {
        ...adjustment(player.memberId, '50.00', 'debit-gift-01'),
        type: 'BENEFITS',
        class: 1,
        direction: 'debit',
      },
      financeA.token,
    );
    expect(answer.error).toBe(2);
  });
});

describe('the withdrawals command on the shell', () => {
  it('refuses a pass at or above the threshold and audits the moves it makes, naming the shell user', async () => {
    const lines: string[] = [];
    const { id } = await reviewedCashOut('1000');
    expect(await runOperatorCommand(t.db, ['review', String(id), 'pass'], (line) => lines.push(line))).toBe(
      1,
    );
    expect(lines.at(-1)).toContain('two-person threshold');
    expect(await statusOf(id)).toBe(0);
    expect(
      await runOperatorCommand(t.db, ['review', String(id), 'reject', 'duplicate', 'request'], () => {}),
    ).toBe(0);
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'withdrawal')
      .where('target_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      action: 'withdrawals review reject',
      reason: 'duplicate request',
      after: { status: 10 },
    });
    expect(row.operator_name).toMatch(/^shell:/);
  });
});
