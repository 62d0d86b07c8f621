import { createHmac, timingSafeEqual } from 'node:crypto';

/** Notifications older or newer than this are refused, as Stripe's tolerance. */
const toleranceSeconds = 300;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (the hosted-payment-page providers
 * and the Pix stand-in): checked on the raw bytes, timing-safe, within the tolerance.
 */
export function verifyTimestamped(raw: Buffer, header: string | undefined, secret: string): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.split('=') as [string, string]),
  );
  const at = Number(parts.t);
  if (!Number.isSafeInteger(at) || Math.abs(Date.now() / 1000 - at) > toleranceSeconds || !parts.v1)
    return false;
  const expected = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${at}.`), raw]))
    .digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
