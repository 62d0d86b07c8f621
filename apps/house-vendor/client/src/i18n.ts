/** The casino's ten languages; every `lang` folder of the client holds one catalogue for each. */
export const LANGS = ['pt', 'en', 'es', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil'] as const;
export type Lang = (typeof LANGS)[number];

export type Messages = Record<string, string>;
export type CatalogueLoaders = Record<string, () => Promise<unknown>>;

/** Words of the page: `{name}` placeholders filled from values, the key itself when a text is missing. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function resolveLang(lang: string): Lang {
  const base = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : 'en';
}

/** The catalogue of one language from a folder's `import.meta.glob('./lang/*.json')`. */
export async function loadMessages(loaders: CatalogueLoaders, lang: Lang): Promise<Messages> {
  const entry = Object.entries(loaders).find(([path]) => path.endsWith(`/${lang}.json`));
  if (!entry) return {};
  return (await entry[1]()) as Messages;
}

export function translator(messages: Messages): Translate {
  return (key, values = {}) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

/** The BCP 47 locale of a language for Intl (numbers, money, times). */
export const localeOf = (lang: Lang): string => (lang === 'fil' ? 'fil-PH' : lang);
