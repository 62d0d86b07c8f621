import type { FastifyRequest } from 'fastify';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fil from './fil.json' with { type: 'json' };

export type MessageKey = keyof typeof en;
export type Lang = 'es' | 'en' | 'fil';

const catalogues: Record<Lang, Record<MessageKey, string>> = { en, es, fil };

/** The spec's default language is Spanish; a language we have no catalogue for reads English. */
export function langOf(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['x-fe-lang'];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (raw === undefined || raw === '') return 'es';
  const base = raw.split(/[-_]/)[0];
  return base === 'es' || base === 'fil' || base === 'en' ? base : 'en';
}

/** The message for key in lang, `{name}` placeholders replaced from params. */
export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key] ?? catalogues.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
