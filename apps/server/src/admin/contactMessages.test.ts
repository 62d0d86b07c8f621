import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../mail/transport.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { adminCall, operatorWithSession, type TestOperator } from './testing.js';

const sent: OutgoingMail[] = [];
let mailWorks = true;
let t: TestApp;
let support: TestOperator;
let content: TestOperator;

beforeAll(async () => {
  t = await createTestApp(
    { authRateLimitPerMinute: 100_000 },
    {
      mail: {
        kind: 'outbox',
        async send(mail) {
          if (!mailWorks) throw new Error('SMTP refused the connection');
          sent.push(mail);
        },
        close() {},
      },
    },
  );
  support = await operatorWithSession(t, 'support');
  content = await operatorWithSession(t, 'content');
}, 120_000);
afterAll(async () => {
  await t.close();
});

let address = 0;
/** A player writes through the site's form, in their language. */
async function written(lang: string, message: string, email = 'ana@example.com') {
  address += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sys/contact/submit',
    remoteAddress: `10.9.0.${address}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-fe-lang': lang },
    payload: new URLSearchParams({
      name: 'Ana García',
      username: 'ana_g',
      email,
      phone: '+34 600 123 456',
      queryType: 'withdraw',
      message,
    }).toString(),
  });
  expect(response.json()).toMatchObject({ error: 0 });
  const row = await t.db
    .selectFrom('contact_message')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'outcome', 'operator_name'])
    .where('target_type', '=', 'contactMessage')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('contact messages in the back office', () => {
  it('support answers in the player’s language, by mail, and the message leaves the new queue', async () => {
    const id = await written('es', '¿Dónde está mi retiro?\nLo pedí el lunes.', 'lucia@example.com');
    const queue = await adminCall(t, '/admin/contact/list', {}, support.token);
    expect(queue.data.find((row: { id: number }) => row.id === id)).toMatchObject({
      status: 'new',
      lang: 'es',
      email: 'lucia@example.com',
      message: '¿Dónde está mi retiro?\nLo pedí el lunes.',
    });

    sent.length = 0;
    const answered = await adminCall(
      t,
      '/admin/contact/answer',
      { id, answer: 'Tu retiro se pagó hoy.' },
      support.token,
    );
    expect(answered).toMatchObject({ error: 0, data: { id, status: 'answered' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'lucia@example.com', subject: `Re: tu mensaje n.º ${id}` });
    expect(sent[0]!.text).toBe(
      'Tu retiro se pagó hoy.\n\nEscribiste:\n> ¿Dónde está mi retiro?\n> Lo pedí el lunes.',
    );

    const stillNew = await adminCall(t, '/admin/contact/list', { status: 'new' }, support.token);
    expect(stillNew.data.map((row: { id: number }) => row.id)).not.toContain(id);
    const answeredQueue = await adminCall(t, '/admin/contact/list', { status: 'answered' }, support.token);
    expect(answeredQueue.data.map((row: { id: number }) => row.id)).toContain(id);
    expect(await auditOf(id)).toEqual([
      { action: 'adminContactAnswer', outcome: 'done', operator_name: support.username },
    ]);
  });

  it('a closed message takes no more answers, and the refusal is audited', async () => {
    const id = await written('en', 'Please close my account.');
    const closed = await adminCall(t, '/admin/contact/answer', { id, close: true }, support.token);
    expect(closed).toMatchObject({ error: 0, data: { status: 'closed' } });
    sent.length = 0;
    const again = await adminCall(t, '/admin/contact/answer', { id, answer: 'Done.' }, support.token);
    expect(again.error).not.toBe(0);
    expect(sent).toHaveLength(0);
    expect((await auditOf(id)).map((row) => row.outcome)).toEqual(['done', 'refused']);
  });

  it('a mail that fails changes nothing: the message stays new for the next try', async () => {
    const id = await written('en', 'Is the bonus still on?');
    mailWorks = false;
    try {
      const failed = await adminCall(t, '/admin/contact/answer', { id, answer: 'Yes.' }, support.token);
      expect(failed.error).not.toBe(0);
    } finally {
      mailWorks = true;
    }
    const row = await t.db
      .selectFrom('contact_message')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it('needs an answer or a close, and is refused to the content role and to a player', async () => {
    const id = await written('en', 'Hello');
    expect((await adminCall(t, '/admin/contact/answer', { id }, support.token)).error).toBe(1);
    expect((await adminCall(t, '/admin/contact/answer', { id, answer: '  ' }, support.token)).error).toBe(1);
    expect((await adminCall(t, '/admin/contact/list', {}, content.token)).error).toBe(5);
    const player = await memberWithSession(t.db);
    expect((await adminCall(t, '/admin/contact/list', {}, player.token)).error).toBe(-2);
    expect(
      (await adminCall(t, '/admin/contact/answer', { id: 999_999, answer: 'x' }, support.token)).error,
    ).not.toBe(0);
  });

  it('lands in the local outbox the product runs with (one database connection on PGlite)', async () => {
    const plain = await createTestApp({ authRateLimitPerMinute: 100_000 });
    try {
      const operator = await operatorWithSession(plain, 'support');
      const { id } = await plain.db
        .insertInto('contact_message')
        .values({
          member_id: null,
          name: 'Ana',
          username: 'ana_g',
          email: 'ana@example.com',
          phone: '+34 600 123 456',
          query_type: 'bonus',
          message: 'Hello?',
          lang: 'en',
          ip: '10.0.0.1',
          mailed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answered = await adminCall(
        plain,
        '/admin/contact/answer',
        { id, answer: 'Hello, Ana.' },
        operator.token,
      );
      expect(answered).toMatchObject({ error: 0, data: { status: 'answered' } });
      const outbox = await plain.db.selectFrom('mail_outbox').select(['to_address', 'subject']).execute();
      expect(outbox).toContainEqual({ to_address: 'ana@example.com', subject: `Re: your message no. ${id}` });
    } finally {
      await plain.close();
    }
  });
});
