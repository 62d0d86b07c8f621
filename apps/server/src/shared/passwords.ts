import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
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

/** zxcvbn score 3: "safely unguessable", about 10^8 guesses; below it `aaaaaaaa` and `casino123` pass. */
export const PASSWORD_MIN_SCORE = 3;

const strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

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

/**
 * Why a new password is refused, or undefined when it is acceptable. Length counts characters.
 * `userInputs` (the member's username and e-mail) count as known words, so `ana1990ana` is weak for ana.
 */
export function passwordProblem(password: string, userInputs: string[] = []): MessageKey | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'password.length';
  if (commonPasswords.has(password.toLowerCase())) return 'password.common';
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split(/[@._+-]/)])
    .filter((i) => i.length >= 3);
  if (strength.check(password, inputs).score < PASSWORD_MIN_SCORE) return 'password.weak';
  return undefined;
}
