import type { Db } from '../db/database.js';
import { readSeedJson } from '../db/seedFile.js';
import type { Domain } from '../domains.js';
import { fetchAll, type ListSpec, parseListQuery } from '../http/listQuery.js';

export interface InviteConfigTable {
  id: number;
  person_count: number;
  bonus_amount: string;
}

declare module '../db/schema.js' {
  interface Database {
    invite_config: InviteConfigTable;
  }
}

export const inviteConfigListSpec = {
  sorts: { personCount: 'person_count' },
  defaultOrder: [['person_count', 'asc']],
  tieBreaker: 'id',
} satisfies ListSpec;

/** A reward tier by id, for claiming it (another domain). */
export async function findInviteConfig(db: Db, id: number) {
  return db.selectFrom('invite_config').selectAll().where('id', '=', id).executeTakeFirst();
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

/** The invitation reward tiers; claiming one moves money and belongs to the invitations' money domain. */
export const invites: Domain = {
  name: 'invites',
  plugin: async (app) => {
    await seedInviteConfigs(app.db);
  },
  handlers: {
    listInviteConfigs: async (request) => {
      const rows = await fetchAll(
        request.server.db.selectFrom('invite_config').selectAll(),
        parseListQuery(request.body, inviteConfigListSpec),
      );
      return rows.map((row) => ({
        id: row.id,
        personCount: row.person_count,
        bonusAmount: row.bonus_amount,
      }));
    },
  },
};
