import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.js';
import { findMemberByInvitationCode, usernameTaken } from '../members/index.js';

const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

/** A member's own invite code (link /#/?code=...): 8 characters, about 40 bits, unique. */
export async function newInvitationCode(db: Db): Promise<string> {
  for (;;) {
    const code = randomCode(8);
    if ((await findMemberByInvitationCode(db, code)) === undefined) return code;
  }
}

/** A username for a social registration: the e-mail's local part made valid and unique with digits. */
export async function usernameFromEmail(db: Db, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]/g, '').slice(0, 14);
  const stem = base.length >= 4 ? base : `${base}player`.slice(0, 14);
  if (!(await usernameTaken(db, stem))) return stem;
  for (;;) {
    const candidate = `${stem}${randomInt(100_000, 1_000_000)}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}
