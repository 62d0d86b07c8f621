import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAuditCommand } from '../audit/verifyCommand.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { commandConfig, runOperatorsCommand } from './operatorsCommand.js';
import { adminCall } from './testing.js';
import { totpCode } from './totp.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
});
afterAll(async () => {
  await t.close();
});

async function command(run: (out: (line: string) => void) => Promise<number>) {
  const lines: string[] = [];
  const code = await run((line) => lines.push(line));
  return { code, lines };
}

const tokenOf = (link: string) => new URL(link.replace('/#/', '/')).searchParams.get('token')!;

describe('the operators command', () => {
  it('prints links at the address the server runs at, not at a default port the shell assumes', async () => {
    // The shell has no PORT or PUBLIC_URL: its own configuration would say localhost:8080.
    const shell = { ...t.config, publicUrl: 'http://localhost:8080' };
    expect((await commandConfig(t.db, shell, {})).publicUrl).toBe(t.config.publicUrl);
    // A PUBLIC_URL given to the command itself is followed.
    const given = { ...t.config, publicUrl: 'https://admin.example' };
    expect((await commandConfig(t.db, given, { PUBLIC_URL: 'https://admin.example' })).publicUrl).toBe(
      'https://admin.example',
    );
  });

  it('creates the first administrator, who enrols through the printed link', async () => {
    const created = await command((out) =>
      runOperatorsCommand(
        t.db,
        t.config,
        ['create-admin', 'root', 'root@casino.test', 'Head', 'of', 'Ops'],
        out,
      ),
    );
    expect(created.code).toBe(0);
    const link = created.lines[1]!;
    expect(link).toMatch(/^http:\/\/casino\.test\/backoffice\/#\/enrol\?token=/);
    const info = await adminCall(t, '/admin/auth/enrolment', { token: tokenOf(link) });
    expect(info.data).toMatchObject({ username: 'root', displayName: 'Head of Ops' });
    const done = await adminCall(t, '/admin/auth/enrolment/complete', {
      token: tokenOf(link),
      password: 'Root-Operator-Lamp-42',
      code: totpCode(info.data.secret),
    });
    expect(done.data.operator).toMatchObject({ role: 'administrator', enrolled: true });
    expect(
      (
        await command((out) =>
          runOperatorsCommand(t.db, t.config, ['create-admin', 'ROOT', 'x@casino.test'], out),
        )
      ).code,
    ).toBe(1);

    const again = await command((out) => runOperatorsCommand(t.db, t.config, ['reenrol', 'root'], out));
    expect(again.code).toBe(0);
    expect((await adminCall(t, '/admin/auth/me', undefined, done.data.token)).error).toBe(-2);
    const listed = await command((out) => runOperatorsCommand(t.db, t.config, ['list'], out));
    expect(listed.lines[0]).toMatch(/root {2}administrator {2}enabled {2}not enrolled/);
  });

  it('audits what it did, and the audit command verifies the chain', async () => {
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_name'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.action)).toEqual([
      'operators create-admin',
      'adminEnrolmentComplete',
      'operators reenrol',
    ]);
    expect(rows[0]!.operator_name).toMatch(/^shell:/);
    expect((await command((out) => runAuditCommand(t.db, t.config, ['verify'], out))).code).toBe(0);
    await sql`alter table audit_log disable trigger audit_log_no_update`.execute(t.db);
    await sql`update audit_log set after = '{"reenrolment": false}' where action = 'operators reenrol'`.execute(
      t.db,
    );
    await sql`alter table audit_log enable trigger audit_log_no_update`.execute(t.db);
    const broken = await command((out) => runAuditCommand(t.db, t.config, ['verify'], out));
    expect(broken.code).toBe(1);
    expect(broken.lines[0]).toMatch(/BROKEN at row \d+ \(hash\) after 2 good rows/);
  });
});
