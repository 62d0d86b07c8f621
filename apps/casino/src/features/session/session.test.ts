import type { CasinoClient } from '@casino/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../site';
import { createSession, type UserInfo } from './session';

const memory = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => memory.set(key, value),
  removeItem: (key: string) => memory.delete(key),
});

const member = (overrides: Partial<UserInfo> = {}) =>
  ({
    id: 7,
    username: 'ana',
    token: 'tok-1',
    enabled: 1,
    availableBalance: '10.00',
    ...overrides,
  }) as UserInfo;

type Answer = { ok: true; data: unknown } | { ok: false; error: number; message: string };

function setup(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const call = (async (path: string) => {
    calls.push(path);
    return answers[path] ?? { ok: false, error: -1, message: 'offline' };
  }) as unknown as CasinoClient['call'];
  const reload = vi.fn();
  return { session: createSession({ call, reload }), calls, reload };
}

beforeEach(() => memory.clear());

describe('the session', () => {
  it('starts as a guest without asking the server when no token is stored', async () => {
    const { session, calls } = setup({});
    await session.start();
    expect(calls).toEqual([]);
    expect(session.getSnapshot()).toMatchObject({ ready: true, user: null, token: null });
  });

  it('asks for token info on start and keeps the member it answers', async () => {
    memory.set(storageKeys.token, 'tok-1');
    const { session, calls } = setup({ '/sys/auth/token/info': { ok: true, data: member() } });
    await session.start();
    expect(calls).toEqual(['/sys/auth/token/info']);
    expect(session.getSnapshot().user?.username).toBe('ana');
  });

  it('forgets a stored token the server no longer knows', async () => {
    memory.set(storageKeys.token, 'stale');
    const { session } = setup({ '/sys/auth/token/info': { ok: false, error: -2, message: 'expired' } });
    await session.start();
    expect(session.getSnapshot()).toMatchObject({ ready: true, user: null, token: null });
    expect(memory.has(storageKeys.token)).toBe(false);
  });

  it('stores the token under the site key on login and marks the login action', () => {
    const { session } = setup({});
    session.login(member({ token: 'tok-2' }));
    expect(memory.get(storageKeys.token)).toBe('tok-2');
    expect(session.getSnapshot().loginAction).toBe(true);
  });

  it('clears the session and reloads when a refresh answers enabled 0', async () => {
    const { session, reload } = setup({
      '/sys/auth/token/refresh': { ok: true, data: member({ enabled: 0 }) },
    });
    session.login(member());
    await session.refresh();
    expect(reload).toHaveBeenCalledOnce();
    expect(session.getSnapshot().user).toBeNull();
    expect(memory.has(storageKeys.token)).toBe(false);
  });

  it('updates the balance on refresh', async () => {
    const { session } = setup({
      '/sys/auth/token/refresh': { ok: true, data: member({ availableBalance: '12.50' }) },
    });
    session.login(member());
    await session.refresh();
    expect(session.getSnapshot().user?.availableBalance).toBe('12.50');
  });

  it('logs out locally even when the server refuses, and reports the message', async () => {
    const { session } = setup({ '/sys/auth/logout': { ok: false, error: 9, message: 'busy' } });
    session.login(member());
    expect(await session.logout()).toBe('busy');
    expect(session.getSnapshot().token).toBeNull();
  });

  it('stays logged out when a refresh sent before the logout is answered after it', async () => {
    let answerRefresh: (answer: Answer) => void = () => undefined;
    const call = (async (path: string) => {
      if (path === '/sys/auth/token/refresh')
        return new Promise<Answer>((resolve) => (answerRefresh = resolve));
      return { ok: true, data: null };
    }) as unknown as CasinoClient['call'];
    const session = createSession({ call, reload: vi.fn() });
    session.login(member());

    const refreshing = session.refresh();
    await session.logout();
    answerRefresh({ ok: true, data: member({ availableBalance: '12.50' }) });
    await refreshing;

    expect(session.getSnapshot()).toMatchObject({ user: null, token: null });
    expect(memory.has(storageKeys.token)).toBe(false);
  });

  it('drops the current session when a call it made is answered -2', () => {
    const { session } = setup({});
    session.login(member());
    expect(session.lost('tok-1')).toBe(true);
    expect(session.getSnapshot()).toMatchObject({ user: null, token: null });
  });

  it('ignores a -2 to a call sent before the player logged out or logged in again', async () => {
    const { session } = setup({ '/sys/auth/logout': { ok: true, data: null } });
    session.login(member());
    await session.logout();
    expect(session.lost('tok-1')).toBe(false);
    session.login(member({ token: 'tok-2' }));
    expect(session.lost('tok-1')).toBe(false);
    expect(session.getSnapshot()).toMatchObject({ token: 'tok-2' });
    expect(session.lost(null)).toBe(false);
  });

  it('follows the balance with token info, keeping the token, and ignores an answer from an ended session', async () => {
    memory.set(storageKeys.token, 'tok-1');
    const answers: Record<string, Answer> = { '/sys/auth/token/info': { ok: true, data: member() } };
    const { session: playing, calls } = setup(answers);
    await playing.start();
    answers['/sys/auth/token/info'] = { ok: true, data: member({ availableBalance: '12.50', token: '' }) };
    await playing.sync();
    expect(calls).toEqual(['/sys/auth/token/info', '/sys/auth/token/info']);
    expect(playing.getSnapshot()).toMatchObject({ token: 'tok-1', user: { availableBalance: '12.50' } });
    await playing.logout();
    await playing.sync();
    expect(playing.getSnapshot().user).toBeNull();
  });

  it('hands the login-action flag out once', () => {
    const { session } = setup({});
    expect(session.takeLoginAction()).toBe(false);
    session.login(member());
    expect(session.takeLoginAction()).toBe(true);
    expect(session.takeLoginAction()).toBe(false);
  });
});
