import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, registerMember } from '../test/members.js';

/** Every row of every table of the app, as a backup or a leaked dump would hold them. */
async function dump(t: TestApp): Promise<string> {
  const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db);
  const rows = [];
  for (const { table_name } of tables.rows) {
    rows.push(...(await sql`select * from ${sql.table(table_name)}`.execute(t.db)).rows);
  }
  return JSON.stringify(rows);
}

describe('mail tokens at rest (issue 13 finding 15)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimitPerMinute: 10_000, devRoutes: true });
  });
  afterAll(() => t.close());

  const mailboxLink = async (email: string, path: string) => {
    const page = (await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).body;
    const article = page.split('<article>').find((part) => part.includes(email) && part.includes(path));
    return article?.match(/href="([^"]+token=([A-Za-z0-9_-]{43}))"/)?.slice(1) ?? [];
  };

  it('keeps no usable activation or reset link in the database, while /dev/mailbox still offers it', async () => {
    const { fields } = await registerMember(t.app);
    await call(t.app, '/sys/member/mail/forgot/send', { usernameOrEmail: fields.email! });
    const [, activation] = await mailboxLink(fields.email!, '/#/activation');
    const [link, reset] = await mailboxLink(fields.email!, '/#/password/reset');
    expect(activation).toBeDefined();
    expect(link).toBe(`http://casino.test/#/password/reset?token=${reset}`);

    const everything = await dump(t);
    expect(everything).not.toContain(activation);
    expect(everything).not.toContain(reset);
    const stored = await t.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body'])
      .where('to_address', '=', fields.email!)
      .execute();
    expect(stored).toHaveLength(2);
    for (const mail of stored) {
      expect(mail.text_body).toContain('token=[redacted]');
      expect(mail.html_body).toContain('token=[redacted]');
    }

    // The links the developer sees still work.
    expect(
      await call(t.app, '/sys/member/password/reset', {
        token: reset!,
        password: 'Fresh-Horse-77',
        repassword: 'Fresh-Horse-77',
      }),
    ).toMatchObject({ error: 0 });
    expect(await call(t.app, '/sys/member/mail/activate', { token: activation! })).toMatchObject({
      error: 0,
    });
  });

  it('shows a stored mail without working links once the process no longer holds it', async () => {
    await t.db
      .insertInto('mail_outbox')
      .values({
        to_address: 'earlier@example.com',
        subject: 'Reset',
        text_body: 'http://casino.test/#/password/reset?token=[redacted]',
        html_body: '',
      })
      .execute();
    const page = (await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).body;
    expect(page).toContain('earlier@example.com');
    expect(page).toContain('token=[redacted]');
  });
});
