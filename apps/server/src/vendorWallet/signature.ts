import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lowercase hex HMAC-SHA256 of the raw body under the vendor's secret (contract: X-Signature). */
export function signBody(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Constant-time comparison, so the time taken says nothing about how much of a forgery matched. */
export function signatureMatches(
  secret: string,
  body: Buffer,
  header: string | string[] | undefined,
): boolean {
  const given = Array.isArray(header) ? header[0] : header;
  if (given === undefined || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
