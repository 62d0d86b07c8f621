import type { AdminData } from '@casino/api-client/admin';

export type Operator = AdminData<'/admin/auth/me'>;

interface Stored {
  token: string;
  operator: Operator;
}

/*
 * The operator's session lives in this tab only (sessionStorage): closing the tab forgets it, and a
 * second tab signs in on its own. The server ends it after 15 idle minutes anyway.
 */
const key = 'backoffice.session';
const listeners = new Set<() => void>();

function read(): Stored | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

let current: Stored | null = typeof sessionStorage === 'undefined' ? null : read();

export const session = {
  token: () => current?.token ?? null,
  operator: () => current?.operator ?? null,
  may: (permission: string) => current?.operator.permissions.includes(permission) ?? false,
  signIn(token: string, operator: Operator) {
    current = { token, operator };
    sessionStorage.setItem(key, JSON.stringify(current));
    for (const listener of listeners) listener();
  },
  signOut() {
    current = null;
    sessionStorage.removeItem(key);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
