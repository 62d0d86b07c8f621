import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/database.js';
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

/** Draws a new captcha for the ticket and answers it as a data URL for an img src. */
export async function drawCaptcha(db: Db, ticket: string, text = captchaText()): Promise<string> {
  await storeCaptcha(
    db,
    digest(ticket),
    digest(`${ticket}:${text.toUpperCase()}`),
    new Date(Date.now() + CAPTCHA_LIFETIME_MS),
  );
  const svg = render(text, { noise: 3, color: false, width: 150, height: 50 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** True once for the right characters (any case) of a live ticket; the ticket is gone afterwards. */
export async function checkCaptcha(db: Db, ticket: string, answer: string): Promise<boolean> {
  if (ticket === '' || answer === '') return false;
  const stored = await takeCaptcha(db, digest(ticket));
  if (stored === undefined || stored.expires_at.getTime() <= Date.now()) return false;
  const given = Buffer.from(digest(`${ticket}:${answer.trim().toUpperCase()}`), 'hex');
  return timingSafeEqual(given, Buffer.from(stored.answer_hash, 'hex'));
}
