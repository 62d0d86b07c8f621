import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, mail tokens, invitation codes' entropy source. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** `Authorization: <token>` as the app sends it, or `Bearer <token>`. */
export function tokenFromHeader(header: string | string[] | undefined): string | undefined {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (raw === undefined || raw === '') return undefined;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token === '' || token.length > 200 ? undefined : token;
}
