import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { runFromShell } from '../db/operatorCommand.js';
import { verifyChain } from './index.js';

/**
 *   audit verify     recomputes the hash chain of the back office's audit; exit 1 names the first
 *                    row that does not follow from the one before (changed, removed or inserted),
 *                    or a head signed earlier (DATA_DIR/audit-anchors.jsonl) the chain no longer has
 */
export async function runAuditCommand(
  db: Db,
  config: Pick<Config, 'dataDir' | 'auditAnchorKey'>,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  if (args[0] !== 'verify') {
    out('usage: audit verify');
    return 2;
  }
  const report = await verifyChain(db, config);
  if (report.ok) {
    out(
      `audit chain intact: ${report.rows} rows, head ${report.headHash}, ${report.anchors} signed heads match`,
    );
    return 0;
  }
  if (report.broken?.problem === 'anchor' || report.broken?.problem === 'anchorSignature') {
    out(
      `audit chain BROKEN: the head signed at row ${report.broken.id} does not match (${report.broken.problem})`,
    );
    return 1;
  }
  out(
    `audit chain BROKEN at row ${report.broken?.id} (${report.broken?.problem}) after ${report.rows - 1} good rows`,
  );
  return 1;
}

await runFromShell(import.meta.url, (db, config, args, out) => runAuditCommand(db, config, args, out));
