import type { Db } from '../db/database.js';
import { positiveInteger, readSetting } from '../db/siteSettings.js';

/**
 * Issue 3: at most 100 failed logins an hour for one account, whatever addresses they come from; the
 * operator may lower it (setting loginFailuresPerAccountPerHour). Past it the login asks for the
 * captcha rather than refusing outright, so a stranger's failures cannot lock the owner out.
 */
export const MAX_LOGIN_FAILURES_PER_HOUR = 100;

const failureLimit = async (db: Db, name: string) =>
  Math.min(
    positiveInteger(await readSetting(db, name), MAX_LOGIN_FAILURES_PER_HOUR),
    MAX_LOGIN_FAILURES_PER_HOUR,
  );

/** Failures an hour one account may have before a login needs the captcha. */
export const accountFailureLimit = (db: Db) => failureLimit(db, 'loginFailuresPerAccountPerHour');

export async function failureLimits(db: Db) {
  return {
    account: await accountFailureLimit(db),
    address: await failureLimit(db, 'loginFailuresPerAddressPerHour'),
  };
}

/** A check another domain adds (protection: breaks, the national register); it throws to refuse. */
export type LoginCheck = (db: Db, memberId: number) => Promise<void>;
const loginChecks = new Set<LoginCheck>();

/** Run on every login after the password matched; added once, whichever app instance adds it. */
export function addLoginCheck(check: LoginCheck): void {
  loginChecks.add(check);
}

/** Every added check, in the order they were added; the first to throw refuses the login. */
export async function runLoginChecks(db: Db, memberId: number): Promise<void> {
  for (const check of loginChecks) await check(db, memberId);
}
