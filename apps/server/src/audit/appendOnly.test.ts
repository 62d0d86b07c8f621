import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, askCashOut, fundedPlayer, operatorWithSession } from '../admin/testing.js';
import { fileStorage } from '../files/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { rowHash } from './chain.js';
import { anchorFile, recordAudit, verifyChain, writeAnchor } from './index.js';
import { runAuditCommand } from './verifyCommand.js';

/**
 * Issue 26, finding 9: the app's own role switched the triggers off, edited a past row, recomputed the
 * later hashes, and the check passed. The tests connect as a superuser, whom no privilege binds; what
 * binds the app's role is tested by taking on a role with exactly the app's grant (casino_audit_writer).
 */
let t: TestApp;
let keys: { dataDir: string; auditAnchorKey: string };
const probe = `audit_probe_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  keys = {
    dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'audit-anchor-')),
    auditAnchorKey: 'k'.repeat(40),
  };
  await sql.raw(`create role ${probe} nologin`).execute(t.db);
  await sql.raw(`grant casino_audit_writer to ${probe}`).execute(t.db);
}, 120_000);
afterAll(async () => {
  await sql.raw(`drop role if exists ${probe}`).execute(t.db);
  await t.close();
  await fs.rm(keys.dataDir, { recursive: true, force: true });
});

const entry = (targetId: string) => ({
  operatorId: null,
  operatorName: 'test',
  action: 'test',
  targetType: 'test',
  targetId,
  before: null,
  after: { targetId },
  reason: null,
  outcome: 'done' as const,
});

/** One statement as the app's role would run it, in its own transaction. */
const asApp = (statement: string) =>
  t.db.transaction().execute(async (trx) => {
    await sql.raw(`set local role ${probe}`).execute(trx);
    await sql.raw(statement).execute(trx);
  });

describe("the audit table, for the app's role", () => {
  it('belongs to a role that cannot log in, and the app may only read and append', async () => {
    const owner = await sql<{ owner: string }>`select tableowner as owner from pg_tables
      where tablename = 'audit_log'`.execute(t.db);
    expect(owner.rows[0]?.owner).toBe('casino_audit_owner');
    await t.db.transaction().execute(async (trx) => {
      await sql.raw(`set local role ${probe}`).execute(trx);
      await recordAudit(trx, entry('appended'));
    });
    for (const statement of [
      `update audit_log set reason = 'nothing happened'`,
      'delete from audit_log',
      'truncate audit_log',
    ]) {
      await expect(asApp(statement), statement).rejects.toThrow(/permission denied/);
    }
    for (const statement of [
      'alter table audit_log disable trigger audit_log_no_update',
      'drop trigger audit_log_no_update on audit_log',
      `alter table audit_log owner to ${probe}`,
    ]) {
      await expect(asApp(statement), statement).rejects.toThrow(
        /must be owner|permission denied|not allowed/,
      );
    }
    // SET ROLE asks about the session's user (here a superuser), so membership is asked directly.
    const member = await sql<{ member: boolean }>`select pg_has_role(${probe}, 'casino_audit_owner', 'member')
      as member`.execute(t.db);
    expect(member.rows[0]?.member).toBe(false);
    // A grant of what one does not hold is only a warning: what counts is that nothing was granted.
    await asApp('grant update, delete, truncate on audit_log to casino_audit_writer');
    const granted = await sql<{ privilege: boolean }>`select has_table_privilege('casino_audit_writer',
      'audit_log', 'update, delete, truncate') as privilege`.execute(t.db);
    expect(granted.rows[0]?.privilege).toBe(false);
    expect((await verifyChain(t.db)).ok).toBe(true);
  });
});

describe('the signed chain head outside the database', () => {
  it('makes a chain rewritten with every later hash recomputed fail the check', async () => {
    for (const id of ['1', '2', '3']) await recordAudit(t.db, entry(id));
    const anchor = await writeAnchor(t.db, keys);
    expect(anchor).toMatchObject({ headHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await fs.readFile(anchorFile(keys.dataDir), 'utf8')).toContain(anchor!.mac);
    expect(await verifyChain(t.db, keys)).toMatchObject({ ok: true, anchors: 1 });

    await rewriteFrom(
      t.db,
      (await t.db.selectFrom('audit_log').select('id').where('target_id', '=', '2').executeTakeFirstOrThrow())
        .id,
    );
    expect((await verifyChain(t.db)).ok).toBe(true); // the chain alone checks out again
    expect(await verifyChain(t.db, keys)).toMatchObject({
      ok: false,
      broken: { id: anchor!.lastId, problem: 'anchor' },
    });
    const lines: string[] = [];
    expect(await runAuditCommand(t.db, keys, ['verify'], (line) => lines.push(line))).toBe(1);
    expect(lines[0]).toMatch(/BROKEN: the head signed at row \d+ does not match \(anchor\)/);
  });

  it('refuses an anchor whose signature is not the key holder’s', async () => {
    const forged = { ...keys, dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'audit-forged-')) };
    await writeAnchor(t.db, { ...forged, auditAnchorKey: 'someone else' });
    expect(await verifyChain(t.db, forged)).toMatchObject({
      ok: false,
      broken: { problem: 'anchorSignature' },
    });
    await fs.rm(forged.dataDir, { recursive: true, force: true });
  });
});

/** What a database owner can do: the guard off, a row edited, every later hash made to follow. */
async function rewriteFrom(db: TestApp['db'], fromId: string) {
  await sql`alter table audit_log disable trigger audit_log_no_update`.execute(db);
  try {
    await sql`update audit_log set reason = 'routine check' where id = ${fromId}`.execute(db);
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>=', fromId)
      .orderBy('id')
      .execute();
    let previous = rows[0]!.prev_hash;
    for (const row of rows) {
      const hash = rowHash(previous, {
        at: row.at,
        operatorId: row.operator_id,
        operatorName: row.operator_name,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        before: row.before,
        after: row.after,
        reason: row.reason,
        outcome: row.outcome,
      });
      await sql`update audit_log set prev_hash = ${previous}, hash = ${hash} where id = ${row.id}`.execute(
        db,
      );
      previous = hash;
    }
  } finally {
    await sql`alter table audit_log enable trigger audit_log_no_update`.execute(db);
  }
}

describe('reading what operators should not read unseen', () => {
  it("writes an audit row when an operator opens a player's record or an identity document", async () => {
    const compliance = await operatorWithSession(t, 'compliance');
    const player = await fundedPlayer(t);
    await askCashOut(t, player, '300');
    await fileStorage(t.config).write(`originals/${player.idProof}`, Buffer.from('an identity card'));
    expect(
      (await adminCall(t, '/admin/players/get', { memberId: player.memberId }, compliance.token)).error,
    ).toBe(0);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/admin/documents/file',
      headers: { 'content-type': 'application/json', authorization: compliance.token },
      payload: JSON.stringify({ memberId: player.memberId, document: 'idcardProofId' }),
    });
    expect(file.headers['content-type'], file.body.slice(0, 200)).not.toContain('json');
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_name', 'after'])
      .where('target_type', '=', 'member')
      .where('target_id', '=', String(player.memberId))
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'adminPlayerGet', operator_name: compliance.username, after: null },
      {
        action: 'adminDocumentFile',
        operator_name: compliance.username,
        after: { document: 'idcardProofId' },
      },
    ]);
  });
});
