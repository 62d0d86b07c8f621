import { promises as fs } from 'node:fs';
import path from 'node:path';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { codeRoot } from '../config.js';
import type { Db } from './database.js';

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

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new FolderMigrationProvider(),
    // Domains own number ranges (see README) and are written in parallel, so a lower number may land
    // after a higher one was applied somewhere.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
