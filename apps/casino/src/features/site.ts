// Client-held site settings (spec 000 §3): the name shown in titles and the prefix of stored keys.
export const SITE_NAME = 'Casino 361';
const SITE_KEY = 'casino361';

/** Every value the app keeps in local storage sits under the site key (spec 000 §4). */
export const storageKeys = {
  token: `${SITE_KEY}:token`,
  language: `${SITE_KEY}:language`,
  invitorCode: `${SITE_KEY}:invitorCode`,
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
