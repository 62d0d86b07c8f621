import { type Generated, sql } from 'kysely';
import type { Db } from '../db/database.js';

export type SettingScope = 'contact' | 'acquire' | 'server';

declare module '../db/siteSettings.js' {
  interface SiteSettingTable {
    /** Defaults to server: a row added without a scope is never sent to clients. */
    scope: Generated<SettingScope>;
  }
}

/** Values of the named settings of one scope; a name of another scope is simply absent. */
export async function readScoped(
  db: Db,
  scope: SettingScope,
  names: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('site_setting')
    .select(['name', 'value'])
    .where('scope', '=', scope)
    .where('name', 'in', names)
    .execute();
  return new Map(rows.map((row) => [row.name, row.value]));
}

export interface SettingSeed {
  name: string;
  value: string;
  scope: SettingScope;
}

/**
 * Adds the settings a fresh database lacks and the scope of every known one; a value the operator
 * changed is never overwritten.
 */
export async function upsertSeedSettings(db: Db, settings: SettingSeed[]): Promise<void> {
  if (settings.length === 0) return;
  await db
    .insertInto('site_setting')
    .values(settings.map((setting) => ({ ...setting, updated_at: new Date() })))
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ scope: sql`excluded.scope` }))
    .execute();
}
