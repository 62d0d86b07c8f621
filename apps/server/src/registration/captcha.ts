import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/database.js';
import type { ShortLived } from '../shared/shortLived.js';
import { storeCaptcha, takeCaptcha } from './captchaRepository.js';

export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_LIFETIME_MS = 10 * 60_000;
/** No 0/O, 1/I/l: characters a player cannot tell apart in a distorted image. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const render = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** The answer is drawn with node:crypto; the library only draws the picture of it. */
export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/**
 * Where tickets wait: Redis when the instances share one (a ticket drawn on one instance is answered
 * on another), the database table otherwise.
 */
export interface CaptchaPlace {
  db: Db;
  shortLived: ShortLived;
}

const ticketKey = (ticketHash: string) => `captcha:${ticketHash}`;

/** Draws a new captcha for the ticket and answers it as a data URL for an img src. */
export async function drawCaptcha(
  place: CaptchaPlace,
  ticket: string,
  text = captchaText(),
): Promise<string> {
  const answerHash = digest(`${ticket}:${text.toUpperCase()}`);
  if (place.shortLived.shared) {
    await place.shortLived.put(ticketKey(digest(ticket)), answerHash, CAPTCHA_LIFETIME_MS);
  } else {
    await storeCaptcha(place.db, digest(ticket), answerHash, new Date(Date.now() + CAPTCHA_LIFETIME_MS));
  }
  const svg = render(text, { noise: 3, color: false, width: 150, height: 50 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** True once for the right characters (any case) of a live ticket; the ticket is gone afterwards. */
export async function checkCaptcha(place: CaptchaPlace, ticket: string, answer: string): Promise<boolean> {
  if (ticket === '' || answer === '') return false;
  const answerHash = await takenAnswer(place, digest(ticket));
  if (answerHash === undefined) return false;
  const given = Buffer.from(digest(`${ticket}:${answer.trim().toUpperCase()}`), 'hex');
  return timingSafeEqual(given, Buffer.from(answerHash, 'hex'));
}

async function takenAnswer(place: CaptchaPlace, ticketHash: string): Promise<string | undefined> {
  if (place.shortLived.shared) return place.shortLived.take(ticketKey(ticketHash));
  const stored = await takeCaptcha(place.db, ticketHash);
  return stored !== undefined && stored.expires_at.getTime() > Date.now() ? stored.answer_hash : undefined;
}
