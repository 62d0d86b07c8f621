import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, registerMember, validRegistration } from '../test/members.js';
import { runDocumentsCommand } from './documentsOperator.js';
import { replaceDocument } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t.close();
});

async function operator(...args: string[]) {
  const lines: string[] = [];
  const code = await runDocumentsCommand(t.db, args, (line) => lines.push(line));
  return { code, lines };
}

async function news(memberId: number) {
  return t.db
    .selectFrom('news')
    .select(['message', 'type'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

async function language(memberId: number) {
  return (await t.db.selectFrom('member').select('lang').where('id', '=', memberId).executeTakeFirstOrThrow())
    .lang;
}

describe("the member's language", () => {
  it('is taken from X-FE-LANG at sign-up and follows the language later calls arrive in', async () => {
    const { user } = await registerMember(t.app);
    expect(await language(user.id)).toBe('en');
    const french = await call(t.app, '/sys/auth/register', validRegistration(), { lang: 'fr' });
    expect(await language(french.data.id)).toBe('fr');
    await call(t.app, '/sys/auth/token/info', {}, { token: user.token, lang: 'de' });
    expect(await language(user.id)).toBe('de');
  });
});

describe('document review by the operator', () => {
  it('refuses with a reason the member reads beside the document and in the news, in their language', async () => {
    const { user } = await registerMember(t.app);
    await replaceDocument(t.db, user.id, 'address_proof_id', 'file-address-1');
    await call(t.app, '/sys/auth/token/info', {}, { token: user.token, lang: 'es' });

    const listed = await operator('list');
    expect(listed.lines).toContain(
      `member ${user.id}  ${user.username}  addressProofId  file file-address-1`,
    );
    expect((await operator('review', String(user.id), 'addressProofId', 'refuse')).code).toBe(2);

    const refused = await operator(
      'review',
      String(user.id),
      'addressProofId',
      'refuse',
      'older than 3 months',
    );
    expect(refused.code).toBe(0);
    const info = await call(t.app, '/sys/auth/token/info', {}, { token: user.token, lang: 'es' });
    expect(info.data).toMatchObject({ addressProofStatus: 30, addressProofReason: 'older than 3 months' });
    expect(await news(user.id)).toEqual([
      {
        message:
          'Tu comprobante de domicilio no fue aceptado: older than 3 months. Sube uno nuevo, por favor.',
        type: 20,
      },
    ]);

    // Deciding it again changes nothing: it is no longer waiting.
    expect((await operator('review', String(user.id), 'addressProofId', 'approve')).code).toBe(1);
    expect(await news(user.id)).toHaveLength(1);

    // A new upload goes back to review with no reason standing, and can then be approved.
    await replaceDocument(t.db, user.id, 'address_proof_id', 'file-address-2');
    const again = await call(t.app, '/sys/auth/token/info', {}, { token: user.token, lang: 'en' });
    expect(again.data).toMatchObject({ addressProofStatus: 10, addressProofReason: null });
    expect((await operator('review', String(user.id), 'addressProofId', 'approve')).code).toBe(0);
    const approved = await call(t.app, '/sys/auth/token/info', {}, { token: user.token, lang: 'en' });
    expect(approved.data).toMatchObject({ addressProofStatus: 20, addressProofReason: null });
    expect((await news(user.id)).at(-1)).toEqual({
      message: 'Your proof of address has been approved.',
      type: 20,
    });
  });

  it('does not decide a document that was never uploaded', async () => {
    const { user } = await registerMember(t.app);
    expect((await operator('review', String(user.id), 'idcardProofId', 'approve')).code).toBe(1);
    expect(await news(user.id)).toEqual([]);
    expect((await operator('review', String(user.id), 'passport', 'approve')).code).toBe(2);
  });
});
