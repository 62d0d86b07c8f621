import { storageKeys, store } from '../site';

/** The languages the app offers (spec 000 §3), each named in its own language for the picker. */
export const languages = {
  es: 'Español',
  en: 'English',
  pt: 'Português',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  fi: 'Suomi',
  tr: 'Türkçe',
  ja: '日本語',
  fil: 'Filipino',
} as const;

export type Language = keyof typeof languages;
export const languageCodes = Object.keys(languages) as Language[];
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}

export function storedLanguage(): Language {
  const stored = store.get(storageKeys.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The choice is kept in local storage (spec 000 §3) and mirrored in a `lang` cookie, which the server
 * reads to write home's banners into the page in this language before the app runs
 * (apps/server site/playerSite.ts).
 */
export function storeLanguage(language: Language): void {
  store.set(storageKeys.language, language);
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: one code from the fixed list needs no escaping, and the Cookie Store API is not in every browser the app serves
    document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No document (tests in Node): local storage alone.
  }
}
