import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { toCents } from '../shared/money.js';
import { grantBonus } from './grants.js';
import { type BonusRules, defaultBonusRules } from './rules.js';
import type { BonusKind } from './schema.js';

/** Test and bench fixture: an active grant holding `amount` with `wagering` to go, on the default terms. */
export async function giveBonus(
  db: Db,
  memberId: number,
  amount: string,
  wagering: string,
  options: { kind?: BonusKind; winCap?: string; rules?: Partial<BonusRules>; validDays?: number } = {},
): Promise<number> {
  const outcome = await grantBonus(db, {
    memberId,
    kind: options.kind ?? 'VIP_STORE',
    grantKey: `TEST:${randomUUID()}`,
    amountCents: toCents(amount) ?? 0n,
    wageringCents: toCents(wagering) ?? 0n,
    ...(options.winCap === undefined ? {} : { winCapCents: toCents(options.winCap) ?? 0n }),
    ...(options.validDays === undefined ? {} : { validDays: options.validDays }),
    rules: { ...defaultBonusRules, ...options.rules },
  });
  if (!outcome.granted) throw new Error(`no grant: ${outcome.reason}`);
  return outcome.grantId;
}

/** Test fixture: the operator raises the maximum stake while a bonus is active (setting bonusMaxStake). */
export async function setBonusMaxStake(db: Db, amount: string): Promise<void> {
  await db
    .insertInto('site_setting')
    .values({ name: 'bonusMaxStake', value: amount, updated_at: new Date() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: amount }))
    .execute();
}
