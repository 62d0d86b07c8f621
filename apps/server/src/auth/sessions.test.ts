import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../db/siteSettings.js';
import { hashToken } from '../shared/tokens.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, registerMember } from '../test/members.js';

describe('token info, refresh and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  it('answers token info with the same token, and -2 without a live session', async () => {
    const { user } = await registerMember(t.app);
    const info = await call(t.app, '/sys/auth/token/info', {}, { token: user.token });
    expect(info).toMatchObject({ error: 0, data: { id: user.id, token: user.token, enabled: 1 } });
    const bearer = await call(t.app, '/sys/auth/token/info', {}, { token: `Bearer ${user.token}` });
    expect(bearer.data.id).toBe(user.id);
    expect(await call(t.app, '/sys/auth/token/info')).toMatchObject({ error: -2, data: null });
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: 'forged-token-value' })).error).toBe(-2);
  });

  it('tells a disabled member enabled 0 on token info and ends the session', async () => {
    const { user } = await registerMember(t.app);
    await t.db.updateTable('member').set({ enabled: 0 }).where('id', '=', user.id).execute();
    const info = await call(t.app, '/sys/auth/token/info', {}, { token: user.token });
    expect(info).toMatchObject({ error: 0, data: { enabled: 0 } });
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(-2);
  });

  it('refuses member calls from a disabled member with -2', async () => {
    const { user } = await registerMember(t.app);
    await t.db.updateTable('member').set({ enabled: 0 }).where('id', '=', user.id).execute();
    expect((await call(t.app, '/sys/member/getMember', {}, { token: user.token })).error).toBe(-2);
  });

  it('rotates the token on refresh; the old one keeps working only for a short grace', async () => {
    const { user } = await registerMember(t.app);
    const refreshed = await call(t.app, '/sys/auth/token/refresh', {}, { token: user.token });
    expect(refreshed).toMatchObject({ error: 0, data: { id: user.id, enabled: 1 } });
    const fresh = refreshed.data.token as string;
    expect(fresh).not.toBe(user.token);
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: fresh })).data.token).toBe(fresh);
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(0);
    const old = await t.db
      .selectFrom('member_session')
      .select('expires_at')
      .where('token_hash', '=', hashToken(user.token))
      .executeTakeFirstOrThrow();
    expect(old.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 61_000);
    await t.db
      .updateTable('member_session')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(user.token))
      .execute();
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(-2);
    expect((await call(t.app, '/sys/auth/token/refresh', {}, { token: user.token })).error).toBe(-2);
    expect((await call(t.app, '/sys/auth/token/refresh')).error).toBe(-2);
  });

  it('answers 20 parallel refreshes of one token with one and the same successor (finding 17)', async () => {
    const { user } = await registerMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, '/sys/auth/token/refresh', {}, { token: user.token })),
    );
    const tokens = new Set(answers.map((answer) => answer.data?.token));
    expect(answers.map((answer) => answer.error)).toEqual(Array(20).fill(0));
    expect(tokens.size).toBe(1);
    const [successor] = [...tokens] as string[];
    expect(successor).not.toBe(user.token);
    const sessions = await t.db
      .selectFrom('member_session')
      .select(['token_hash', 'family'])
      .where('member_id', '=', user.id)
      .execute();
    expect(sessions.map((row) => row.token_hash).sort()).toEqual(
      [hashToken(user.token), hashToken(successor!)].sort(),
    );
    expect(new Set(sessions.map((row) => row.family)).size).toBe(1);
    // Refreshing the successor moves the family on by one more, again once.
    const next = await call(t.app, '/sys/auth/token/refresh', {}, { token: successor });
    expect(next.data.token).not.toBe(successor);
  });

  it('ends the whole family on logout: the new token, the replaced one and its refresh (finding 17)', async () => {
    const { user } = await registerMember(t.app);
    const fresh = (await call(t.app, '/sys/auth/token/refresh', {}, { token: user.token })).data
      .token as string;
    const other = await registerMember(t.app);
    expect((await call(t.app, '/sys/auth/logout', {}, { token: fresh })).error).toBe(0);
    for (const token of [fresh, user.token]) {
      expect((await call(t.app, '/sys/auth/token/info', {}, { token })).error).toBe(-2);
      expect((await call(t.app, '/sys/auth/token/refresh', {}, { token })).error).toBe(-2);
    }
    // Someone else's session is not in the family.
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: other.user.token })).error).toBe(0);

    const second = await registerMember(t.app);
    const successor = (await call(t.app, '/sys/auth/token/refresh', {}, { token: second.user.token })).data
      .token as string;
    expect((await call(t.app, '/sys/auth/logout', {}, { token: second.user.token })).error).toBe(0);
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: successor })).error).toBe(-2);
  });

  it('never extends a session past 12 hours from its login, however often it is refreshed', async () => {
    const { user } = await registerMember(t.app);
    // The login was 11 hours 59 minutes ago; the member has refreshed all along.
    await t.db
      .updateTable('member_session')
      .set({
        created_at: sql`now() - interval '11 hours 59 minutes'`,
        expires_at: sql`now() + interval '1 minute'`,
      })
      .where('token_hash', '=', hashToken(user.token))
      .execute();
    const successor = (await call(t.app, '/sys/auth/token/refresh', {}, { token: user.token })).data
      .token as string;
    const row = await t.db
      .selectFrom('member_session')
      .select('expires_at')
      .where('token_hash', '=', hashToken(successor))
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - Date.now()).toBeLessThan(2 * 60_000);
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(0);
  });

  it('keeps no usable successor at rest: the stored salt without the old token gives nothing', async () => {
    const { user } = await registerMember(t.app);
    const successor = (await call(t.app, '/sys/auth/token/refresh', {}, { token: user.token })).data
      .token as string;
    const rows = await t.db
      .selectFrom('member_session')
      .selectAll()
      .where('member_id', '=', user.id)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(successor);
    expect(JSON.stringify(rows)).not.toContain(user.token);
  });

  it('ends a session idle for 30 minutes and one older than 12 hours', async () => {
    const { user } = await registerMember(t.app);
    const row = await t.db
      .selectFrom('member_session')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', hashToken(user.token))
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(12 * 3_600_000 - 5_000);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThan(12 * 3_600_000 + 5_000);
    await t.db
      .updateTable('member_session')
      .set({ last_seen_at: sql`now() - interval '29 minutes'` })
      .where('token_hash', '=', hashToken(user.token))
      .execute();
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(0);
    await t.db
      .updateTable('member_session')
      .set({ last_seen_at: sql`now() - interval '31 minutes'` })
      .where('token_hash', '=', hashToken(user.token))
      .execute();
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(-2);
  });

  it('takes the idle time from the settings when the operator sets it', async () => {
    const { user } = await registerMember(t.app);
    await writeSetting(t.db, 'sessionIdleMinutes', '5');
    try {
      await t.db
        .updateTable('member_session')
        .set({ last_seen_at: sql`now() - interval '6 minutes'` })
        .where('token_hash', '=', hashToken(user.token))
        .execute();
      expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(-2);
    } finally {
      await t.db.deleteFrom('site_setting').where('name', '=', 'sessionIdleMinutes').execute();
    }
  });

  it('kills the token on logout, and answers 0 for a logout without a session', async () => {
    const { user } = await registerMember(t.app);
    expect(await call(t.app, '/sys/auth/logout', {}, { token: user.token })).toMatchObject({
      error: 0,
      data: null,
    });
    expect((await call(t.app, '/sys/auth/token/info', {}, { token: user.token })).error).toBe(-2);
    expect((await call(t.app, '/sys/auth/logout', {}, { token: user.token })).error).toBe(0);
    expect((await call(t.app, '/sys/auth/logout')).error).toBe(0);
  });
});
