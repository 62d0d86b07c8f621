import type { Db } from '../db/database.js';
import { runFromShell } from '../db/operatorCommand.js';
import { verifyChain } from './index.js';

/**
 *   audit verify     recomputes the hash chain of the back office's audit; exit 1 names the first
 *                    row that does not follow from the one before (changed, removed or inserted)
 */
export async function runAuditCommand(db: Db, args: string[], out: (line: string) => void): Promise<number> {
  if (args[0] !== 'verify') {
    out('usage: audit verify');
    return 2;
  }
  const report = await verifyChain(db);
  if (report.ok) {
    out(`audit chain intact: ${report.rows} rows, head ${report.headHash}`);
    return 0;
  }
  out(
    `audit chain BROKEN at row ${report.broken?.id} (${report.broken?.problem}) after ${report.rows - 1} good rows`,
  );
  return 1;
}

await runFromShell(import.meta.url, (db, _config, args, out) => runAuditCommand(db, args, out));
