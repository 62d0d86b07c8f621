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

export function storeLanguage(language: Language): void {
  store.set(storageKeys.language, language);
}
