import type { FastifyRequest } from 'fastify';
import { exponentOf } from '../shared/money.js';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fil from './fil.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };

export type MessageKey = keyof typeof en;

/** The languages the player app offers (apps/casino/src/features/i18n/languages.ts), each with a catalogue here. */
export const languages = ['es', 'en', 'pt', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil'] as const;
export type Lang = (typeof languages)[number];

export const catalogues: Record<Lang, Record<MessageKey, string>> = {
  es,
  en,
  pt,
  de,
  fr,
  it,
  fi,
  tr,
  ja,
  fil,
};

export const isLang = (code: string): code is Lang => (languages as readonly string[]).includes(code);

/** The spec's default language is Spanish; a language we have no catalogue for reads English. */
export function langOf(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['x-fe-lang'];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (raw === undefined || raw === '') return 'es';
  const base = raw.split(/[-_]/)[0] ?? raw;
  return isLang(base) ? base : 'en';
}

/** A moment in a refusal's params is an ISO timestamp in UTC, as the API gives times (`until`, `at`). */
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * A moment as `lang` writes a date and time ('27 de mayo de 2027 a las 7:59 UTC'): a self-excluded player
 * refused at login read the end of the exclusion as '2027-05-27T07:59:34.529Z'. The server does not know
 * the player's time zone, so it says UTC.
 */
function writtenMoment(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/**
 * An amount a message names: written by formatMoney in the message's language, never by the caller, so
 * news and refusals read money as the app does (issue 32 §15), not '500.00 EUR'.
 */
export interface Money {
  amount: string;
  currency: string;
}
export type MessageParam = string | number | Money;
export type MessageParams = Record<string, MessageParam>;

/** An amount (a decimal string or whole units) in `currency`, as a message parameter. */
export const moneyParam = (amount: string | number, currency: string): Money => ({
  amount: String(amount),
  currency,
});

/**
 * The message for key in lang, `{name}` placeholders replaced from params (a moment written as a date,
 * an amount as money).
 */
export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogues[lang][key] ?? catalogues.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'object') return formatMoney(lang, value.amount, value.currency);
    return typeof value === 'string' && isoMoment.test(value) ? writtenMoment(lang, value) : String(value);
  });
}

/**
 * An amount (a decimal string, never a float) in `currency` as `lang` writes money: the same
 * Intl.NumberFormat options as the player app's formatMoney (packages/ui), so the ticker's lines read
 * like the top bar ('1234,50 €' in Spanish, '€1,234.50' in English).
 */
export function formatMoney(lang: Lang, amount: string, currency: string): string {
  const digits = exponentOf(currency);
  // Intl knows no BTC: bitcoin is laid out as the language writes a dollar amount, with its sign ₿ and
  // 8 decimals, as the app's formatMoney (packages/ui Amount) writes it.
  const bitcoin = currency === 'BTC';
  const format = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: bitcoin ? 'USD' : currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  if (!bitcoin) return format.format(amount as Intl.StringNumericLiteral);
  return format
    .formatToParts(amount as Intl.StringNumericLiteral)
    .map((part) => (part.type === 'currency' ? '₿' : part.value))
    .join('');
}
