import type { Db } from '../db/database.js';
import { readSeedJson } from '../db/seedFile.js';
import { readSetting } from '../db/siteSettings.js';
import { toCents } from '../shared/money.js';
import { readWallet } from './balances.js';

const commonMember = 0;

interface SeedSetting {
  name: string;
  value: unknown;
}

/** The seeded limit when the operator has not stored one (settings.json: balanceFullLimit). */
const seededLimit = String(
  readSeedJson<SeedSetting[]>('settings.json').find((setting) => setting.name === 'balanceFullLimit')
    ?.value ?? '50000.00',
);

/**
 * checkBlock's rule (contract: checkBlock): play is blocked when the account is disabled, or when an
 * ordinary member (member type 0) holds a cash balance at or above the operator's "balance is full"
 * limit (settings balanceFullLimit, the amount the member "reaches"): they must cash out before
 * playing on. Agents (type 10) are never held by the limit.
 */
export async function playBlocked(
  db: Db,
  member: { id: number; enabled: number; member_type: number },
): Promise<boolean> {
  if (member.enabled !== 1) return true;
  if (member.member_type !== commonMember) return false;
  const limit = toCents((await readSetting(db, 'balanceFullLimit')) ?? seededLimit) ?? toCents(seededLimit)!;
  const wallet = await readWallet(db, member.id);
  return wallet.cash >= limit;
}
