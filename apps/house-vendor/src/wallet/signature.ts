import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * X-Signature (PROTOCOL.md §2): a call's is `t=<unix seconds>,n=<nonce>,v1=<hex>`, v1 the HMAC-SHA256
 * of `t.n.body` under the request secret (a fresh nonce an attempt, so a retry is never a replay);
 * an answer's is `t=<unix seconds>,v1=<hex>`; the answer's v1 is the HMAC of `t.<the call's v1>.body` under
 * the answer secret, so an answer is accepted only for the call it answers, and only while fresh.
 */
export const SIGNATURE_HEADER = 'x-signature';

/** How far a signature's time may be from the reader's clock. */
export const REPLAY_WINDOW_SECONDS = 300;

/** One secret a purpose: a MAC made for one purpose never passes for another. */
export interface VendorSecrets {
  /** Launch tokens, which travel in the game URL. */
  launch: string;
  /** The vendor's wallet calls. */
  request: string;
  /** The casino's answers to them. */
  answer: string;
}

function hmacHex(secret: string, parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('.'), 'utf8').digest('hex');
}

export function signRequest(
  secret: string,
  rawBody: string,
  now = Date.now(),
): { header: string; v1: string } {
  const t = String(Math.floor(now / 1000));
  const n = randomBytes(12).toString('hex');
  const v1 = hmacHex(secret, [t, n, rawBody]);
  return { header: `t=${t},n=${n},v1=${v1}`, v1 };
}

export function signAnswer(secret: string, requestV1: string, rawBody: string, now = Date.now()): string {
  const t = String(Math.floor(now / 1000));
  return `t=${t},v1=${hmacHex(secret, [t, requestV1, rawBody])}`;
}

function parse(header: string | undefined): { t: string; n: string | undefined; v1: string } | undefined {
  const match =
    header === undefined ? null : /^t=(\d{1,12}),(?:n=([0-9a-f]{16,64}),)?v1=([0-9a-f]{64})$/.exec(header);
  return match === null ? undefined : { t: match[1] as string, n: match[2], v1: match[3] as string };
}

function fresh(t: string, now: number): boolean {
  return Math.abs(Math.floor(now / 1000) - Number(t)) <= REPLAY_WINDOW_SECONDS;
}

function same(expectedHex: string, givenHex: string): boolean {
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex, 'hex'));
}

/** A call's v1 when its header is fresh and matches its bytes; undefined otherwise. */
export function verifyRequest(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
): string | undefined {
  const signature = parse(header);
  if (signature?.n === undefined || !fresh(signature.t, now)) return undefined;
  return same(hmacHex(secret, [signature.t, signature.n, rawBody]), signature.v1) ? signature.v1 : undefined;
}

/** Whether an answer is fresh, matches its bytes and answers the call whose v1 was requestV1. */
export function isValidAnswer(
  secret: string,
  requestV1: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  const signature = parse(header);
  if (signature === undefined || !fresh(signature.t, now)) return false;
  return same(hmacHex(secret, [signature.t, requestV1, rawBody]), signature.v1);
}
