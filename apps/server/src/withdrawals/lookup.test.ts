import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { bankForm, type CashOutHelpers, cashOutHelpers, prepareCashOuts } from './testing.js';

/* The withdrawal lookup without login: the code shown and mailed, its token, its failures and limits. */

let t: TestApp;
let player: CashOutHelpers['player'];
let post: CashOutHelpers['post'];
let apply: CashOutHelpers['apply'];

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000, devRoutes: true });
  const helpers = cashOutHelpers(t);
  ({ player, post, apply } = helpers);
  await prepareCashOuts(t, helpers);
});
afterAll(async () => {
  await t.close();
});

describe('withdrawal lookup without login', () => {
  const lookup = (fields: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/sys/withdraw/query/login',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-fe-lang': 'en' },
        payload: new URLSearchParams(fields).toString(),
      })
      .then((response) => ({ status: response.statusCode, ...response.json() }));

  it('shows and mails a lookup code at apply, kept only as a hash', async () => {
    const who = await player({ cash: '1000.00' });
    const applied = await apply(who, bankForm(who));
    const { id, lookupCode } = applied.data as { id: number; lookupCode: string };
    expect(lookupCode).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    const row = await t.db
      .selectFrom('withdrawal')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.lookup_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(lookupCode.replaceAll('-', ''));
    const member = await t.db
      .selectFrom('member')
      .select('email')
      .where('id', '=', who.memberId)
      .executeTakeFirstOrThrow();
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', member.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your cash-out lookup code');
    // The mail as sent carries the code; the outbox at rest keeps it redacted like a mail token.
    expect(mail.text_body).not.toContain(lookupCode);
    expect(mail.text_body).toContain('[redacted]');
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).body).toContain(lookupCode);
    expect(mail.text_body).toContain(`number ${id}`);
    expect(mail.text_body).toContain('/#/withdrawLogin');
    const second = await player({ cash: '1000.00' });
    expect((await apply(second, bankForm(second))).data.lookupCode).not.toBe(lookupCode);
  });

  it('issues a 15-minute token for a matching username, id and code that reads only that request', async () => {
    const who = await player({ cash: '1000.00' });
    const { id, lookupCode } = (await apply(who, bankForm(who))).data as { id: number; lookupCode: string };
    const opened = await lookup({
      username: who.username.toUpperCase(),
      id: String(id),
      code: ` ${lookupCode.toLowerCase().replaceAll('-', '')} `,
    });
    expect(opened.error).toBe(0);
    const expiresIn = new Date(opened.data.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
    const stored = await t.db
      .selectFrom('withdrawal_lookup')
      .selectAll()
      .where('withdrawal_id', '=', id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(opened.data.queryToken);
    expect(await post('/sys/withdraw/query/detail', { queryToken: opened.data.queryToken })).toMatchObject({
      error: 0,
      data: { id, amount: '300.00', status: 0, paymentMethod: 'BANK_CARD' },
    });
    await t.db
      .updateTable('withdrawal_lookup')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('withdrawal_id', '=', id)
      .execute();
    expect(await post('/sys/withdraw/query/detail', { queryToken: opened.data.queryToken })).toMatchObject({
      error: 2,
      message: 'This lookup has expired, please look the cash-out up again',
    });
    expect(await post('/sys/withdraw/query/detail', { queryToken: 'made-up' })).toMatchObject({ error: 2 });
  });

  it('answers one error 3 message for a wrong code, an unknown user, another member’s id or an unknown id', async () => {
    const who = await player({ cash: '1000.00' });
    const other = await player({ cash: '1000.00' });
    const { id, lookupCode } = (await apply(who, bankForm(who))).data as { id: number; lookupCode: string };
    const otherCode = (await apply(other, bankForm(other))).data.lookupCode as string;
    const answers = await Promise.all([
      lookup({ username: who.username, id: String(id), code: 'AAAA-BBBB-CCCC-DDDD' }),
      lookup({ username: who.username, id: String(id), code: otherCode }),
      lookup({ username: 'nobody_here', id: String(id), code: lookupCode }),
      lookup({ username: other.username, id: String(id), code: lookupCode }),
      lookup({ username: who.username, id: '2147483647', code: lookupCode }),
    ]);
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        error: 3,
        message: 'No cash-out matches this username, number and code',
        data: null,
      });
    }
    expect(await lookup({ username: who.username, id: String(id) })).toMatchObject({
      error: 1,
      message: 'code required',
    });
    expect(await lookup({ id: String(id), code: lookupCode })).toMatchObject({
      error: 1,
      message: 'username required',
    });
    expect(
      await t.db
        .selectFrom('withdrawal_lookup')
        .select('token_hash')
        .where('withdrawal_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a username’s lookups for an hour after 10 failures from any addresses, even with the code', async () => {
    const who = await player({ cash: '1000.00' });
    const bystander = await player({ cash: '1000.00' });
    const { id, lookupCode } = (await apply(who, bankForm(who))).data as { id: number; lookupCode: string };
    const bystanderCashOut = (await apply(bystander, bankForm(bystander))).data;
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        lookup({ username: who.username, id: String(id), code: `WRONG${n}` }, `10.0.${n}.1`),
      ),
    );
    expect(guesses.filter((answer) => answer.error === 3)).toHaveLength(10);
    expect(guesses.filter((answer) => answer.error === 4)).toHaveLength(20);
    expect(
      await lookup(
        { username: ` ${who.username.toUpperCase()}`, id: String(id), code: lookupCode },
        '10.9.9.9',
      ),
    ).toEqual({
      status: 429,
      error: 4,
      message: 'Too many failed lookups for this username, please try again in an hour or log in',
      data: null,
    });
    const others = await lookup({
      username: bystander.username,
      id: String(bystanderCashOut.id),
      code: bystanderCashOut.lookupCode,
    });
    expect(others.error).toBe(0);
    await t.db
      .updateTable('withdrawal_lookup_failure')
      .set({ created_at: sql`now() - interval '61 minutes'` })
      .where('login', '=', who.username.toLowerCase())
      .execute();
    expect((await lookup({ username: who.username, id: String(id), code: lookupCode })).error).toBe(0);
  });

  it('is rate limited per client address like login (error 4, HTTP 429)', async () => {
    const limited = await createTestApp({ authRateLimitPerMinute: 3 });
    try {
      const statuses: [number, number][] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/sys/withdraw/query/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'username=someone&id=1&code=ABCD',
        });
        statuses.push([response.statusCode, response.json().error]);
      }
      expect(statuses).toEqual([
        [200, 3],
        [200, 3],
        [200, 3],
        [429, 4],
      ]);
    } finally {
      await limited.close();
    }
  });
});
