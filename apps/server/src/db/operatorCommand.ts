import { pathToFileURL } from 'node:url';
import { type Config, loadConfig } from '../config.js';
import { type Db, openDatabase } from './database.js';
import { DataDirLocked } from './dataDirLock.js';
import { migrateToLatest } from './migrate.js';

/** An operator command's body: it runs against the migrated database and answers the exit code. */
export type OperatorCommand = (
  db: Db,
  config: Config,
  args: string[],
  out: (line: string) => void,
) => Promise<number>;

/**
 * Runs an operator command from the shell when its module is the one started (`tsx src/.../x.ts`).
 * The embedded database's folder is locked by the server: opening it beside a running server is what
 * broke a folder (issue 13), so the command then refuses with the lock's message and exit 1.
 */
export async function runFromShell(moduleUrl: string, command: OperatorCommand): Promise<void> {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const config = loadConfig();
  let db: Db;
  try {
    db = openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return;
  }
  try {
    await migrateToLatest(db);
    process.exitCode = await command(db, config, process.argv.slice(2), (line) => console.log(line));
  } finally {
    await db.destroy();
  }
}
