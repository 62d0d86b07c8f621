import type { Lang, MessageKey } from '../i18n/index.js';

/** Settings an article may name as `{{placeholder}}` (seeds README); no other setting can leak into text. */
export const articlePlaceholders = ['siteName', 'licenceJurisdiction', 'governingLaw'] as const;

export function fillPlaceholders(text: string, values: ReadonlyMap<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    (articlePlaceholders as readonly string[]).includes(name) && values.has(name) ? values.get(name)! : whole,
  );
}

/**
 * Articles exist in Spanish and English: the caller's language, else English, else Spanish (a missing
 * X-FE-LANG reads Spanish, the default language).
 */
export function articleLanguages(lang: Lang): string[] {
  return [...new Set([lang, 'en', 'es'])];
}

export const queryTypes = [
  'deposit',
  'withdraw',
  'bonus',
  'closing',
  'security',
  'verification',
  'techIssue',
] as const;

export interface ContactForm {
  name?: string;
  username?: string;
  email?: string;
  phone?: string;
  queryType?: string;
  message?: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem of a contact form, in the contract's order (all fields required, 002 §5). */
export function contactProblem(form: ContactForm): MessageKey | undefined {
  const filled = (value: string | undefined) => value !== undefined && value.trim() !== '';
  if (!filled(form.name)) return 'contact.nameRequired';
  if (!filled(form.username)) return 'contact.usernameRequired';
  if (!filled(form.email)) return 'contact.emailRequired';
  if (!emailPattern.test(form.email!.trim())) return 'contact.emailInvalid';
  if (!filled(form.phone)) return 'contact.phoneRequired';
  if (!filled(form.queryType)) return 'contact.queryTypeRequired';
  if (!filled(form.message)) return 'contact.messageRequired';
  return undefined;
}

/** Support's address: the prefix plus the site's host without its `www.` (000 §9). */
export function supportAddress(prefix: string, publicUrl: string): string {
  return `${prefix}${new URL(publicUrl).hostname.replace(/^www\./, '')}`;
}
