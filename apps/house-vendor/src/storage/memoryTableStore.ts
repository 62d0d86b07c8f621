import type { RoundRecord, TableRound, TableStore } from './store';

/**
 * The shared tables in the process (memory store): one process is one schedule, so the lease only
 * names the holder; `rounds` is the memory store's map of rounds, where table bets are kept too.
 */
export function createMemoryTableStore(rounds: Map<string, RoundRecord>): TableStore & {
  revealedTableSeed(serverSeedHash: string): string | null;
} {
  const leases = new Map<string, { holder: string; expiresAt: number }>();
  const tableRounds = new Map<string, TableRound[]>();
  const copy = <T>(value: T): T => structuredClone(value);
  const latest = (tableCode: string) => tableRounds.get(tableCode)?.at(-1) ?? null;

  return {
    async claimTableLease(tableCode, holder, now, ttlMs) {
      const lease = leases.get(tableCode);
      if (lease && lease.holder !== holder && lease.expiresAt > now.getTime()) return false;
      leases.set(tableCode, { holder, expiresAt: now.getTime() + ttlMs });
      return true;
    },
    async currentTableRound(tableCode) {
      const round = latest(tableCode);
      return round ? copy(round) : null;
    },
    async insertTableRound(round) {
      const list = tableRounds.get(round.tableCode) ?? [];
      if (list.some((existing) => existing.seq === round.seq)) return false;
      list.push(copy(round));
      tableRounds.set(round.tableCode, list);
      return true;
    },
    async advanceTableRound(round, from) {
      const list = tableRounds.get(round.tableCode) ?? [];
      const index = list.findIndex((existing) => existing.id === round.id);
      if (index < 0 || list[index]!.phase !== from) return false;
      list[index] = copy(round);
      return true;
    },
    // no await between the check and the insert: the memory store's whole-table lock
    async openTableBet(bet, now, maxCents) {
      const table = [...tableRounds.values()].flat().find((round) => round.id === bet.tableRoundId);
      if (table?.phase !== 'betting' || table.closesAt.getTime() <= now.getTime()) return 'closed';
      const staked = [...rounds.values()]
        .filter(
          (round) =>
            round.tableRoundId === bet.tableRoundId &&
            round.playerKey === bet.playerKey &&
            round.status !== 'void',
        )
        .reduce((sum, round) => sum + round.betCents, 0);
      if (staked + bet.betCents > maxCents) return 'tableMax';
      rounds.set(bet.id, copy(bet));
      return null;
    },
    async pruneTableRounds(tableCode, before) {
      const list = tableRounds.get(tableCode) ?? [];
      const kept = list.filter(
        (round, index) =>
          index === list.length - 1 ||
          round.nextAt === null ||
          round.nextAt.getTime() >= before.getTime() ||
          [...rounds.values()].some((bet) => bet.tableRoundId === round.id),
      );
      tableRounds.set(tableCode, kept);
      return list.length - kept.length;
    },
    async listTableBets(tableRoundId) {
      return [...rounds.values()].filter((round) => round.tableRoundId === tableRoundId).map(copy);
    },
    revealedTableSeed(serverSeedHash) {
      const round = [...tableRounds.values()]
        .flat()
        .find((table) => table.serverSeedHash === serverSeedHash && table.phase !== 'betting');
      return round?.serverSeed ?? null;
    },
  };
}
