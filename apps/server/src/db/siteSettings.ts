import { sql } from 'kysely';
import type { Db } from './database.js';

export interface SiteSettingTable {
  name: string;
  value: string;
  updated_at: Date;
}

declare module './schema.js' {
  interface Database {
    site_setting: SiteSettingTable;
  }
}

/** Operator settings are name/value text rows (seeded from src/db/seeds); undefined when unset. */
export async function readSetting(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('site_setting').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: Db, name: string, value: string): Promise<void> {
  await db
    .insertInto('site_setting')
    .values({ name, value, updated_at: new Date() })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value, updated_at: sql`now()` }))
    .execute();
}

export function isOn(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase());
}

export function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
