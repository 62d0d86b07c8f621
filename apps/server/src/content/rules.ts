import type { Lang } from '../i18n/index.js';

/** Settings an article may name as `{{placeholder}}` (seeds README); no other setting can leak into text. */
export const articlePlaceholders = ['siteName', 'licenceJurisdiction', 'governingLaw'] as const;

export function fillPlaceholders(text: string, values: ReadonlyMap<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    (articlePlaceholders as readonly string[]).includes(name) && values.has(name) ? values.get(name)! : whole,
  );
}

/**
 * The languages to read an article's or a banner's words in, best first: the caller's language, else
 * English, else Spanish (the seeds write every article in all ten languages, but an operator's own
 * article may have fewer; a missing X-FE-LANG reads Spanish, the default language).
 */
export function contentLanguages(lang: Lang): string[] {
  return [...new Set([lang, 'en', 'es'])];
}
