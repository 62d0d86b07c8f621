import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { depositAndPlay, uniqueMobile } from '../test/invitees.js';
import { call, registerMember } from '../test/members.js';
import { linkIn, startSmtpServer } from '../test/smtp.js';

describe('an inviter hears of each invitee who activates', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, authRateLimitPerMinute: 10_000 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Registers with the code and opens the mailed activation link, as an invitee does. */
  async function inviteeActivates(code: string, overrides: Record<string, string> = {}, played = false) {
    const seen = smtp.mails.length;
    const { fields, user } = await registerMember(t.app, {
      invitorCode: code,
      mobile: uniqueMobile(),
      ...overrides,
    });
    if (played) await depositAndPlay(t.db, user.id);
    const link = linkIn(await smtp.mailTo(fields.email!, seen), 'http://casino.test/#/activation?token=');
    const token = new URL(link.replace('/#/', '/')).searchParams.get('token') ?? '';
    expect((await call(t.app, '/sys/member/mail/activate', { token })).error).toBe(0);
  }

  const news = async (token: string) =>
    (await call(t.app, '/base/news/listPage', { pageNum: '1', pageSize: '20' }, { token })).data.content as {
      message: string;
      type: number;
      status: number;
    }[];

  it('posts share news in the inviter’s language with the count that now counts', async () => {
    const inviter = await registerMember(t.app, { email: `inviter${process.pid}@example.com` });
    await t.db.updateTable('member').set({ lang: 'fr' }).where('id', '=', inviter.user.id).execute();
    const code = inviter.user.invitationCode;

    // The first has not deposited and played yet: they do not count; the second did before activating.
    await inviteeActivates(code);
    await inviteeActivates(code, {}, true);
    expect(await news(inviter.user.token)).toEqual([
      expect.objectContaining({
        message:
          'Un ami que vous avez invité a activé son compte. Amis pris en compte pour vos récompenses de parrainage : 1.',
        type: 10,
        status: 0,
      }),
      expect.objectContaining({
        message:
          'Un ami que vous avez invité a activé son compte. Amis pris en compte pour vos récompenses de parrainage : 0.',
      }),
    ]);
    expect((await call(t.app, '/sys/news/getNewCount', {}, { token: inviter.user.token })).data).toBe(2);
  });

  it('posts nothing for a self-invite on the inviter’s own mailbox, nor to someone who invited no one', async () => {
    const inviter = await registerMember(t.app, { email: `host${process.pid}@example.com` });
    await inviteeActivates(inviter.user.invitationCode, { email: `Host${process.pid}+again@example.com` });
    expect(await news(inviter.user.token)).toEqual([]);
    const loner = await registerMember(t.app);
    await inviteeActivates('');
    expect(await news(loner.user.token)).toEqual([]);
  });
});
