import {
  createIntl,
  createIntlCache,
  type IntlShape,
  type MessageDescriptor,
  type MessageFormatElement,
} from 'react-intl';

/** The operators' languages, each named in its own language for the chooser. */
export const languages = { en: 'English', es: 'Español', pt: 'Português' } as const;
export type Language = keyof typeof languages;
export const languageCodes = Object.keys(languages) as Language[];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(languages, value);

const storageKey = 'backoffice.lang';

/** The operator's choice on this browser, else the browser's language when offered, else English. */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(storageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's language decides.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Kept for this page only.
  }
}

type Catalogue = Record<string, MessageFormatElement[]>;

// One chunk per language: only the chosen catalogue is downloaded.
const compiled = import.meta.glob<{ default: Catalogue }>([
  '../../lang/compiled-lang/*.json',
  '!**/extracted.json',
]);

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const load = compiled[`../../lang/compiled-lang/${language}.json`];
  if (!load) throw new Error(`No catalogue for ${language}`);
  return (await load()).default;
}

const cache = createIntlCache();
let intl: IntlShape = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} }, cache);

/**
 * The language every text is written in from now on. Column definitions and label tables live outside
 * components, so they read the current language through `t` at render time; the provider re-renders
 * the whole tree on a change.
 */
export function switchLanguage(language: Language, messages: Catalogue): void {
  intl = createIntl({ locale: language, defaultLocale: 'en', messages }, cache);
}

export const currentLanguage = (): Language => (isLanguage(intl.locale) ? intl.locale : 'en');

/** A message in the current language. */
export const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>): string =>
  intl.formatMessage(descriptor, values);
