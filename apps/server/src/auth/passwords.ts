import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { MessageKey } from '../i18n/index.js';

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
const argon2idOptions = {
  // Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** The 10,000 most common leaked passwords (zxcvbn's list is ordered by frequency). */
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, 10_000).map((p) => p.toLowerCase()));

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

/** A hash of a password nobody has, so a login for an unknown account costs the same time. */
const decoyHash = hashPassword('decoy-password-for-unknown-accounts');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}

/** Why a new password is refused, or undefined when it is acceptable. Length counts characters. */
export function passwordProblem(password: string): MessageKey | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'password.length';
  if (commonPasswords.has(password.toLowerCase())) return 'password.common';
  return undefined;
}
