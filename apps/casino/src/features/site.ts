// Client-held site settings (spec 000 §3): the name shown in titles and the prefix of stored keys.
export const SITE_NAME = 'Casino 361';
const SITE_KEY = 'casino361';

/** Every value the app keeps in local storage sits under the site key (spec 000 §4). */
export const storageKeys = {
  token: `${SITE_KEY}:token`,
  language: `${SITE_KEY}:language`,
  invitorCode: `${SITE_KEY}:invitorCode`,
  deviceId: `${SITE_KEY}:deviceId`,
} as const;

export function pageTitle(page: string): string {
  return page ? `${page} - ${SITE_NAME}` : SITE_NAME;
}

/** Local storage that survives being unavailable (private mode, tests in Node). */
export const store = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage refused (quota, private mode): the value lives for this page only.
    }
  },
};

/**
 * The app's device id: a random UUID made once and kept in local storage, sent only at registration
 * and with deposit orders so the bonus terms' one offer per person (spec 002 §9) can tell a device
 * again. Nothing is read from the browser or the machine to make it (no fingerprinting); clearing the
 * site's storage makes a new one.
 */
export function deviceId(): string {
  const stored = store.get(storageKeys.deviceId);
  if (stored) return stored;
  const made = randomUuid();
  store.set(storageKeys.deviceId, made);
  return made;
}

/** A version 4 UUID from getRandomValues: randomUUID exists only on HTTPS and localhost pages. */
function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
