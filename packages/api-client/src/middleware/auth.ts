import type { Middleware } from 'openapi-fetch';

export type TokenProvider = () => string | null | undefined;

/** Sends the stored session token as-is in `Authorization`, and nothing when there is none. */
export function authMiddleware(getToken: TokenProvider): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', token);
      return request;
    },
  };
}
