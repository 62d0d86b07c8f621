import type { Middleware } from 'openapi-fetch';

export type LanguageProvider = () => string | null | undefined;

export const DEFAULT_LANGUAGE = 'es';

/** Tells the server which language its messages should be in (`X-FE-LANG`, default `es`). */
export function languageMiddleware(getLanguage: LanguageProvider): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('X-FE-LANG', getLanguage() || DEFAULT_LANGUAGE);
      return request;
    },
  };
}
