import { type Generated, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { chunks, readSeedJson } from '../db/seedFile.js';
import { fetchAll, type ListQuery } from '../http/listQuery.js';

export interface VipLevelTable {
  level: number;
  code: string;
  name: string;
  points: number;
  color: string;
  icon: string;
  /** Monday cashback as a fraction of last week's net losses. */
  cashback_rate: string;
  friday_min_deposit: string | null;
  friday_real_balance_under: string | null;
  friday_bonus: string | null;
}

export interface VipPackageTable {
  id: number;
  level: number;
  points: number;
  bonus: string;
  enabled: Generated<number>;
}

declare module '../db/schema.js' {
  interface Database {
    vip_level: VipLevelTable;
    vip_package: VipPackageTable;
  }
}

export async function listVipLevels(db: Db, list: ListQuery) {
  const rows = await fetchAll(
    db
      .selectFrom('vip_level')
      .select(['level', 'code', 'name', 'points', 'color', 'icon'])
      // The contract answers the rate as a percentage (bronze 5): exact numeric arithmetic, no float.
      .select(sql<string>`trim_scale(cashback_rate * 100)::text`.as('cashback_percent')),
    list,
  );
  return rows.map((row) => ({
    level: row.level,
    name: row.code,
    displayName: row.name,
    points: row.points,
    cashbackRate: row.cashback_percent,
    color: row.color,
    icon: row.icon,
  }));
}

export async function listVipPackages(db: Db, list: ListQuery) {
  return fetchAll(
    db.selectFrom('vip_package').select(['id', 'level', 'points', 'bonus']).where('enabled', '=', 1),
    list,
  );
}

/** A package by id, for the store's redeem (another domain). */
export async function findVipPackage(db: Db, id: number) {
  return db
    .selectFrom('vip_package')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

interface VipLevelSeed {
  level: number;
  code: string;
  name: string;
  points: number;
  color: string;
  icon: string;
  cashbackRate: string;
  fridayBonus: { minDeposit: string; realBalanceUnder: string; bonus: string } | null;
}
interface VipPackageSeed {
  id: number;
  level: number;
  points: number;
  bonus: string;
}

async function isEmpty(db: Db, table: 'vip_level' | 'vip_package'): Promise<boolean> {
  const row = await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** First start: levels and packages from the seed files; filled tables are left to the operator. */
export async function seedVip(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await isEmpty(trx, 'vip_level')) {
      await trx
        .insertInto('vip_level')
        .values(
          readSeedJson<VipLevelSeed[]>('vipLevels.json').map((level) => ({
            level: level.level,
            code: level.code,
            name: level.name,
            points: level.points,
            color: level.color,
            icon: level.icon,
            cashback_rate: level.cashbackRate,
            friday_min_deposit: level.fridayBonus?.minDeposit ?? null,
            friday_real_balance_under: level.fridayBonus?.realBalanceUnder ?? null,
            friday_bonus: level.fridayBonus?.bonus ?? null,
          })),
        )
        .execute();
    }
    if (await isEmpty(trx, 'vip_package')) {
      for (const slice of chunks(readSeedJson<VipPackageSeed[]>('vipStore.json'))) {
        await trx.insertInto('vip_package').values(slice).execute();
      }
    }
  });
}
