import { type Generated, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { readSeedJson } from '../db/seedFile.js';

export interface InviteConfigTable {
  id: number;
  person_count: number;
  bonus_amount: string;
}

export interface InviteAwardTable {
  member_id: number;
  invite_config_id: number;
  person_count: number;
  amount: string;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    invite_config: InviteConfigTable;
    invite_award: InviteAwardTable;
  }
}

/** A reward tier by id, for claiming it. */
export async function findInviteConfig(db: Db, id: number) {
  return db.selectFrom('invite_config').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function allInviteConfigs(db: Db) {
  return db.selectFrom('invite_config').selectAll().orderBy('person_count').execute();
}

/** The member's treasureIndex: the personCount of the highest reward cell claimed, 0 before any. */
export async function claimedInviteTier(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('invite_award')
    .select(sql<number | null>`max(person_count)`.as('tier'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.tier ?? 0);
}

/** Records a claimed cell; false when it was claimed already (by this or a concurrent claim). */
export async function recordAward(
  db: Db,
  award: { memberId: number; inviteConfigId: number; personCount: number; amount: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('invite_award')
    .values({
      member_id: award.memberId,
      invite_config_id: award.inviteConfigId,
      person_count: award.personCount,
      amount: award.amount,
    })
    .onConflict((conflict) => conflict.columns(['member_id', 'invite_config_id']).doNothing())
    .returning('invite_config_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Total paid to the member for invitations (the invitation pop-up's total awarded). */
export async function totalAwarded(db: Db, memberId: number): Promise<string> {
  const row = await db
    .selectFrom('invite_award')
    .select(sql<string>`coalesce(sum(amount), 0)::numeric(20, 2)::text`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function seedInviteConfigs(db: Db): Promise<void> {
  const row = await db
    .selectFrom('invite_config')
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return;
  const tiers =
    readSeedJson<{ id: number; personCount: number; bonusAmount: string }[]>('inviteConfigs.json');
  await db
    .insertInto('invite_config')
    .values(
      tiers.map((tier) => ({ id: tier.id, person_count: tier.personCount, bonus_amount: tier.bonusAmount })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
