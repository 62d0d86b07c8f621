import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../mail/transport.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, invalidRequests } from '../test/invalidPayloads.js';
import { memberWithSession } from '../test/sessionFor.js';
import { findContactMessage, listContactMessages, setContactStatus } from './index.js';
import { supportAddress } from './rules.js';

const sent: OutgoingMail[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { publicUrl: 'https://www.casino361.test' },
    {
      mail: {
        kind: 'outbox',
        async send(mail) {
          sent.push(mail);
        },
        close() {},
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** Each caller its own address, so the rate limit only meets the test that wants it. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

async function submit(
  payload: Record<string, string>,
  options: { lang?: string; token?: string; remoteAddress?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sys/contact/submit',
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-fe-lang': options.lang ?? 'en',
      ...(options.token ? { authorization: options.token } : {}),
    },
    payload: new URLSearchParams(payload).toString(),
  });
  expect(response.statusCode).toBeLessThan(500);
  return {
    status: response.statusCode,
    ...(response.json() as { error: number; message: string; data: unknown }),
  };
}

const latest = () =>
  t.db.selectFrom('contact_message').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('contact_message')
        .select(t.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const validContact = {
  name: 'Ana García',
  username: 'ana_g',
  email: 'ana@example.com',
  phone: '+34 600 123 456',
  queryType: 'withdraw',
  message: 'My cash-out is pending since Monday.',
};

describe('a visitor', () => {
  it('sends a message: stored as new, in the language written, and mailed to support', async () => {
    sent.length = 0;
    expect(await submit({ ...validContact, name: '  Ana García ' }, { lang: 'es' })).toEqual({
      status: 200,
      error: 0,
      message: '',
      data: null,
    });
    const row = await latest();
    const stored = await findContactMessage(t.db, row.id);
    expect(stored).toMatchObject({
      memberId: null,
      name: 'Ana García',
      username: 'ana_g',
      email: 'ana@example.com',
      phone: '+34 600 123 456',
      queryType: 'withdraw',
      message: 'My cash-out is pending since Monday.',
      lang: 'es',
      status: 'new',
      statusChangedAt: null,
    });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(stored?.mailedAt).toBeInstanceOf(Date);
    expect(sent).toHaveLength(1);
    // Spec 000 §9: support@ plus the host name without its first 4 characters.
    expect(sent[0]!.to).toBe('support@casino361.test');
    expect(sent[0]!.text).toContain('My cash-out is pending since Monday.');
    expect(sent[0]!.text).toContain('(not logged in)');
  });

  it('with a token that is not a session is still a visitor', async () => {
    expect((await submit(validContact, { token: 'not-a-session' })).error).toBe(0);
    expect((await latest()).member_id).toBeNull();
  });

  it('cannot name a member in the payload', async () => {
    const frank = await memberWithSession(t.db);
    const answer = await submit({
      ...validContact,
      memberId: String(frank.memberId),
      id: String(frank.memberId),
    });
    expect(answer.error).toBe(0);
    expect((await latest()).member_id).toBeNull();
  });
});

describe('a member', () => {
  it('has the message attached to the member of the session', async () => {
    const frank = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    sent.length = 0;
    const answer = await submit(
      { ...validContact, memberId: String(other.memberId) },
      { token: frank.token },
    );
    expect(answer.error).toBe(0);
    expect((await latest()).member_id).toBe(frank.memberId);
    expect(sent[0]!.text).toContain(`(member ${frank.memberId})`);
  });

  it('whose account was disabled can still write to support', async () => {
    const closed = await memberWithSession(t.db);
    await t.db.updateTable('member').set({ enabled: 0 }).where('id', '=', closed.memberId).execute();
    expect((await submit({ ...validContact, queryType: 'closing' }, { token: closed.token })).error).toBe(0);
    expect(await latest()).toMatchObject({ member_id: closed.memberId, query_type: 'closing' });
  });
});

describe('validation', () => {
  it('checks every field in order with localized messages, storing nothing', async () => {
    const before = await count();
    const steps: [Partial<typeof validContact>, string][] = [
      [{ name: ' ' }, 'Name required'],
      [{ username: '' }, 'Username required'],
      [{ email: '' }, 'Email required'],
      [{ email: 'ana-at-example.com' }, 'Please enter a valid email address'],
      [{ phone: '' }, 'Phone required'],
      [{ message: '  ' }, 'Message required'],
    ];
    for (const [change, message] of steps) {
      expect(await submit({ ...validContact, ...change })).toMatchObject({ error: 1, message });
    }
    const { queryType: _, ...withoutType } = validContact;
    expect(await submit(withoutType)).toMatchObject({ error: 1, message: 'Query type required' });
    expect(await submit({})).toMatchObject({ error: 1, message: 'Name required' });
    expect(await submit({}, { lang: 'es' })).toMatchObject({ message: 'El nombre es obligatorio' });
    expect(await submit({ ...validContact, queryType: 'lottery' })).toMatchObject({ error: 1 });
    expect(await submit({ ...validContact, message: 'x'.repeat(2001) })).toMatchObject({ error: 1 });
    expect(await count()).toBe(before);
  });

  it('accepts each of the seven query types', async () => {
    for (const queryType of [
      'deposit',
      'withdraw',
      'bonus',
      'closing',
      'security',
      'verification',
      'techIssue',
    ]) {
      expect((await submit({ ...validContact, queryType })).error).toBe(0);
      expect((await latest()).query_type).toBe(queryType);
    }
  });

  it('refuses generated invalid payloads without writing', async () => {
    const requests = invalidRequests('submitContactForm', {
      alsoRequired: ['name', 'username', 'email', 'phone', 'queryType', 'message'],
    }).map((request) => ({ ...request, remoteAddress: nextAddress() }));
    await expectRefusesAll(t.app, t.db, requests);
  });
});

describe('limits', () => {
  it('takes 5 messages per address in 10 minutes, then error 4 with HTTP 429', async () => {
    const remoteAddress = '203.0.113.50';
    const answers = [];
    for (let index = 0; index < 7; index += 1) answers.push(await submit(validContact, { remoteAddress }));
    expect(answers.map((answer) => answer.error)).toEqual([0, 0, 0, 0, 0, 4, 4]);
    expect(answers[6]!.status).toBe(429);
    // Another address is not held back by that one.
    expect((await submit(validContact)).error).toBe(0);
  });

  it('counts a burst of 20 at once from one address as it counts them one by one', async () => {
    const remoteAddress = '203.0.113.51';
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submit(validContact, { remoteAddress })),
    );
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(5);
    expect(await count()).toBe(before + 5);
  });
});

describe('mail', () => {
  it('keeps the message when the copy to support cannot be sent', async () => {
    const failing = await createTestApp(
      {},
      { mail: { kind: 'smtp', send: () => Promise.reject(new Error('down')), close() {} } },
    );
    const response = await failing.app.inject({
      method: 'POST',
      url: '/api/sys/contact/submit',
      payload: validContact,
    });
    expect(response.json()).toMatchObject({ error: 0 });
    const stored = await failing.db
      .selectFrom('contact_message')
      .select('mailed_at')
      .executeTakeFirstOrThrow();
    expect(stored.mailed_at).toBeNull();
    await failing.close();
  });

  it('builds the support address from the site’s domain (its www. dropped), as spec 000 §9 means', () => {
    expect(supportAddress('support@', 'www.casino361.com')).toBe('support@casino361.com');
    // Only a www. is dropped: a site at another host keeps its whole name, never 'support@lhost'.
    expect(supportAddress('help@', 'play.casino361.com')).toBe('help@play.casino361.com');
    expect(supportAddress('support@', 'localhost')).toBe('support@localhost');
  });
});

describe('for support', () => {
  it('lists new messages oldest first and moves them on', async () => {
    const first = (await latest()).id;
    await submit({ ...validContact, message: 'second' });
    const second = (await latest()).id;
    const open = await listContactMessages(t.db, 'new', { afterId: first - 1 });
    expect(open.map((message) => message.id)).toEqual([first, second]);
    expect(await setContactStatus(t.db, first, 'answered')).toBe(true);
    expect(await findContactMessage(t.db, first)).toMatchObject({ status: 'answered' });
    expect((await findContactMessage(t.db, first))?.statusChangedAt).toBeInstanceOf(Date);
    expect((await listContactMessages(t.db, 'new', { afterId: first - 1 })).map((m) => m.id)).toEqual([
      second,
    ]);
    expect(await setContactStatus(t.db, 2_000_000_000, 'closed')).toBe(false);
  });

  it('refuses a status the table does not know', async () => {
    const id = (await latest()).id;
    await expect(
      t.db
        .updateTable('contact_message')
        .set({ status: 'lost' as 'new' })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow();
  });
});
