import type { Db } from '../db/database.js';
import { runFromShell } from '../db/operatorCommand.js';
import { findBalanceDifferences, findGrantDifferences, findRoundsPaidTwice } from './reconcile.js';

/**
 * `pnpm --filter @casino/server reconcile`: every balance that is not the sum of its ledger rows, every
 * grant whose ledger sub-balance its status forbids, every round paid twice, one line each; exit code 1
 * when there is one. On the embedded database it runs while the server is
 * stopped (the server runs the same check on its own schedule, RECONCILE_MINUTES).
 */
export async function runReconcile(db: Db, out: (line: string) => void): Promise<number> {
  const differences = await findBalanceDifferences(db);
  for (const d of differences) {
    out(`member ${d.memberId}  ${d.balance}  wallet ${d.wallet}  ledger ${d.ledger}`);
  }
  out(
    differences.length === 0
      ? 'every balance equals the sum of its ledger rows'
      : `${differences.length} balance(s) differ from the sum of their ledger rows`,
  );
  const grants = await findGrantDifferences(db);
  for (const g of grants)
    out(`member ${g.memberId}  grant ${g.grantId} (${g.status})  class ${g.class}  ledger ${g.ledger}`);
  const rounds = await findRoundsPaidTwice(db);
  for (const r of rounds)
    out(
      `member ${r.memberId}  round ${r.roundRef}  paid twice: ${r.wins} win(s), staked ${r.staked}, returned ${r.returned}`,
    );
  return differences.length + grants.length + rounds.length === 0 ? 0 : 1;
}

await runFromShell(import.meta.url, (db, _config, _args, out) => runReconcile(db, out));
