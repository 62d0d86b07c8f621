import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, fundedPlayer, operatorWithSession, type TestOperator } from '../admin/testing.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { recordAudit, verifyChain } from './index.js';

let t: TestApp;
let support: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  support = await operatorWithSession(t, 'support');
  const player = await fundedPlayer(t);
  await adminCall(
    t,
    '/admin/players/notes/add',
    { memberId: player.memberId, text: 'called about a bonus' },
    support.token,
  );
  await adminCall(
    t,
    '/admin/players/setEnabled',
    { memberId: player.memberId, enabled: 0, reason: 'asked to close' },
    support.token,
  );
  await adminCall(t, '/admin/cashOuts/move', { id: 1, action: 'pass' }, support.token);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const rows = () => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

describe('the audit', () => {
  it('holds a row for each change and each refusal, each chained to the one before', async () => {
    const all = await rows();
    expect(all.map((row) => [row.action, row.outcome])).toEqual(
      expect.arrayContaining([
        ['adminEnrolmentComplete', 'done'],
        ['adminPlayerNoteAdd', 'done'],
        ['adminPlayerSetEnabled', 'done'],
        ['adminCashOutMove', 'refused'],
      ]),
    );
    const suspended = all.find((row) => row.action === 'adminPlayerSetEnabled')!;
    expect(suspended).toMatchObject({
      operator_name: support.username,
      target_type: 'member',
      before: { enabled: 1 },
      after: { enabled: 0 },
      reason: 'asked to close',
    });
    for (let i = 1; i < all.length; i += 1) expect(all[i]!.prev_hash).toBe(all[i - 1]!.hash);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, rows: all.length, headHash: all.at(-1)!.hash });
  });

  it('cannot be changed, removed or truncated through the database', async () => {
    await expect(sql`update audit_log set reason = 'nothing happened'`.execute(t.db)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/cannot be changed/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/cannot be changed/);
  });

  it('keeps one chain when many operators write at once', async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        recordAudit(t.db, {
          operatorId: null,
          operatorName: 'load',
          action: 'test',
          targetType: null,
          targetId: String(i),
          before: null,
          after: { i, nested: { b: 1, a: [1, 'x'] } },
          reason: null,
          outcome: 'done',
        }),
      ),
    );
    expect((await verifyChain(t.db)).ok).toBe(true);
  });

  it("finds a row someone with the table owner's rights rewrote, and the back office's check says so", async () => {
    const target = (await rows()).find((row) => row.action === 'adminPlayerSetEnabled')!;
    // Only by switching the guard off, as a database owner could: the chain still tells.
    await sql`alter table audit_log disable trigger audit_log_no_update`.execute(t.db);
    try {
      await sql`update audit_log set reason = 'routine check' where id = ${target.id}`.execute(t.db);
    } finally {
      await sql`alter table audit_log enable trigger audit_log_no_update`.execute(t.db);
    }
    const report = await verifyChain(t.db);
    expect(report).toMatchObject({ ok: false, broken: { id: String(target.id), problem: 'hash' } });
    const answer = await adminCall(
      t,
      '/admin/audit/verify',
      undefined,
      (await operatorWithSession(t, 'compliance')).token,
    );
    expect(answer.data).toMatchObject({ ok: false, broken: { id: String(target.id) } });
  });
});
