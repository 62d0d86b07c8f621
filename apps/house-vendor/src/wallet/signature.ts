import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Signature: lowercase hex HMAC-SHA256 of the raw body bytes under the shared secret (PROTOCOL.md). */
export const SIGNATURE_HEADER = 'x-signature';

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export function isValidSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}
