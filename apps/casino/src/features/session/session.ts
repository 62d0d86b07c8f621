import type { CasinoClient, components } from '@casino/api-client';
import { storageKeys, store } from '../site';

export type UserInfo = components['schemas']['UserInfo'];

export interface SessionState {
  /** False until the start-up token check has answered. */
  ready: boolean;
  token: string | null;
  user: UserInfo | null;
  /** Set by a login in this page, so screens can react to it once (spec 000 §3 login-action flag). */
  loginAction: boolean;
}

export interface SessionDeps {
  call: CasinoClient['call'];
  reload: () => void;
}

/**
 * The player's session (spec 000 §4): the token in local storage under the site key, the user info in
 * memory, shaped for useSyncExternalStore.
 */
export function createSession({ call, reload }: SessionDeps) {
  const listeners = new Set<() => void>();
  let state: SessionState = {
    ready: false,
    token: store.get(storageKeys.token),
    user: null,
    loginAction: false,
  };

  /**
   * Which session an answer belongs to: a logout or a login starts another, and a refresh answered
   * after that (sent before the logout) must not bring the old session back.
   */
  let epoch = 0;

  function set(next: Partial<SessionState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function clear() {
    epoch += 1;
    store.set(storageKeys.token, null);
    set({ token: null, user: null, loginAction: false });
  }

  function keep(user: UserInfo) {
    const token = user.token || state.token;
    store.set(storageKeys.token, token);
    set({ user, token });
  }

  /** A disabled member loses the session at once; the reload drops anything the page still shows. */
  function accept(user: UserInfo): boolean {
    if (user.enabled === 0) {
      clear();
      reload();
      return false;
    }
    keep(user);
    return true;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    getToken: () => state.token,

    /** Start-up: with a stored token, ask the server who it belongs to; any failure means guest. */
    async start(): Promise<void> {
      if (state.token) {
        const asked = epoch;
        const result = await call('/sys/auth/token/info', undefined, { loading: false });
        if (asked === epoch) {
          if (result.ok) accept(result.data);
          else clear();
        }
      }
      set({ ready: true });
    },

    login(user: UserInfo) {
      epoch += 1;
      keep(user);
      set({ loginAction: true });
    },

    /**
     * The session's user info again, same token (token info): the balance after rounds settle while a
     * game is open, without the token rotation of a refresh.
     */
    async sync(): Promise<void> {
      if (!state.token) return;
      const asked = epoch;
      const result = await call('/sys/auth/token/info', undefined, { loading: false });
      if (result.ok && asked === epoch) accept(result.data);
    },

    /** The login-action flag, read once: true the first time after a login or sign-up in this page. */
    takeLoginAction(): boolean {
      if (!state.loginAction) return false;
      set({ loginAction: false });
      return true;
    },

    async refresh(): Promise<void> {
      if (!state.token) return;
      const asked = epoch;
      const result = await call('/sys/auth/token/refresh', undefined, { loading: false });
      if (result.ok && asked === epoch) accept(result.data);
    },

    /** Logout clears the session even when the server call fails; the caller shows the failure. */
    async logout(): Promise<string | null> {
      const result = await call('/sys/auth/logout');
      clear();
      return result.ok ? null : result.message;
    },

    /**
     * Error -2 to a call that carried `token`: the server no longer knows that session. Only the current
     * one is dropped; an answer about a session already ended here (a call sent before the player
     * logged out, or before a new login) changes nothing. True when the session was dropped.
     */
    lost(token: string | null): boolean {
      if (token === null || token !== state.token) return false;
      clear();
      return true;
    },
  };
}

export type Session = ReturnType<typeof createSession>;
