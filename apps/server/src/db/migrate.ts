import { promises as fs } from 'node:fs';
import path from 'node:path';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { codeRoot } from '../config.js';
import type { Db } from './database.js';
import { applyFunctions } from './functions.js';

const migrationsDir = path.join(codeRoot, 'db', 'migrations');

/** Every `NNNN_name.ts` file of src/db/migrations (`.js` in the compiled dist/db/migrations), in name order. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(migrationsDir))
      .filter((file) => /^\d{4}_[a-z0-9_]+\.[jt]s$/.test(file))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.[jt]s$/, '')] = (await import(path.join(migrationsDir, file))) as Migration;
    }
    return migrations;
  }
}

/**
 * Migrations run in number order, the same on a fresh database and an existing one: a migration
 * numbered below one already applied would run after it here and before it on a fresh database, so it
 * is refused, naming both, before anything runs. Then the SQL functions are brought up to their files
 * (src/db/functions.ts).
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const known = await migrator.getMigrations();
  const latestApplied = known.filter((migration) => migration.executedAt !== undefined).at(-1)?.name;
  const early =
    latestApplied === undefined
      ? undefined
      : known.find((migration) => migration.executedAt === undefined && migration.name < latestApplied);
  if (latestApplied !== undefined && early !== undefined) {
    throw new Error(
      `Migration ${early.name} is numbered below ${latestApplied}, which this database has already applied: ` +
        `renumber it above ${latestApplied} (see Migrations in apps/server/README.md)`,
    );
  }
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  await applyFunctions(db);
}
