import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * X-Signature of the seamless wallet (apps/house-vendor/PROTOCOL.md §2): `t=<unix seconds>,n=<nonce>,v1=<hex>`.
 * A call's v1 is the HMAC-SHA256 of `t.n.body` under the vendor's request secret (a fresh nonce an
 * attempt, so a retry of the same body in the same second is not mistaken for a replay); an answer's v1 is the
 * HMAC of `t.<the call's v1>.body` under the casino's answer secret, so an answer belongs to exactly
 * one call. A call older or newer than the window is refused, and one seen before within it too, so
 * a refused bet cannot be sent again later to debit once the balance allows it.
 */
export const replayWindowSeconds = 300;

const hmac = (secret: string, ...parts: Array<string | Buffer>) => {
  const mac = createHmac('sha256', secret);
  parts.forEach((part, index) => {
    if (index > 0) mac.update('.');
    mac.update(part);
  });
  return mac.digest();
};

const nowSeconds = (now: number) => Math.floor(now / 1000);

/** The vendor's side: the header of a call with this body. */
export function signRequest(secret: string, body: Buffer | string, now = Date.now()): string {
  const t = String(nowSeconds(now));
  const n = randomBytes(12).toString('hex');
  return `t=${t},n=${n},v1=${hmac(secret, t, n, body).toString('hex')}`;
}

/** The casino's side: the header of the answer to the call whose v1 was `requestV1`. */
export function signAnswer(
  secret: string,
  requestV1: string,
  body: Buffer | string,
  now = Date.now(),
): string {
  const t = String(nowSeconds(now));
  return `t=${t},v1=${hmac(secret, t, requestV1, body).toString('hex')}`;
}

export function parseSignature(
  header: string | string[] | undefined,
): { t: number; n: string | undefined; v1: string } | undefined {
  const given = Array.isArray(header) ? header[0] : header;
  const match =
    given === undefined ? null : /^t=(\d{1,12}),(?:n=([0-9a-f]{16,64}),)?v1=([0-9a-f]{64})$/.exec(given);
  if (match === null) return undefined;
  return { t: Number(match[1]), n: match[2], v1: match[3] as string };
}

/**
 * Checks a call's header on its raw bytes: a MAC that matches (constant time) and a time inside the
 * window. Answers the call's v1, which the answer is bound to, or undefined.
 */
export function verifyRequest(
  secret: string,
  body: Buffer,
  header: string | string[] | undefined,
  now = Date.now(),
): string | undefined {
  const signature = parseSignature(header);
  if (signature?.n === undefined) return undefined;
  if (Math.abs(nowSeconds(now) - signature.t) > replayWindowSeconds) return undefined;
  const expected = hmac(secret, String(signature.t), signature.n, body);
  return timingSafeEqual(expected, Buffer.from(signature.v1, 'hex')) ? signature.v1 : undefined;
}

/**
 * The calls already seen inside the window, by v1: an exact repeat of a signed call is a replay (the
 * vendor signs every attempt anew). Kept in memory: entries older than the window drop out, since the
 * time check refuses those calls anyway.
 */
export class SeenCalls {
  /** By v1, in the order they expire: every entry lives the same time, and a renewed one moves to the end. */
  private readonly expiries = new Map<string, number>();

  /** False when v1 was seen inside the window; otherwise records it. */
  firstSighting(v1: string, now = Date.now()): boolean {
    this.prune(now);
    if (this.expiries.has(v1)) return false;
    this.expiries.set(v1, now + 2 * replayWindowSeconds * 1000);
    return true;
  }

  get size(): number {
    return this.expiries.size;
  }

  /*
   * Drops the expired entries from the front and stops at the first live one, so each entry is looked
   * at about once: a scan of the whole map on every call (the busier the wallet, the longer the map)
   * made the app's CPU per call grow with the traffic.
   */
  private prune(now: number): void {
    for (const [v1, expiry] of this.expiries) {
      if (expiry > now) return;
      this.expiries.delete(v1);
    }
  }
}
