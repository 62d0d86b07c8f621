import type { SeedPair } from '../fairness/seeds';
import { createMemoryTableStore } from './memoryTableStore';
import type { HouseStore, RoundRecord, VendorSession, WalletCallRecord } from './store';

/** In-process storage: everything is lost on restart, so it suits tests and demos, not real money. */
export function createMemoryStore(): HouseStore {
  const sessions = new Map<string, VendorSession>();
  const activePairs = new Map<string, SeedPair>();
  const revealed = new Map<string, string>();
  const rounds = new Map<string, RoundRecord>();
  const calls = new Map<string, WalletCallRecord>();
  const copy = <T>(value: T): T => structuredClone(value);
  const activePair = (playerKey: string, create: () => SeedPair): SeedPair => {
    let pair = activePairs.get(playerKey);
    if (!pair) {
      pair = create();
      activePairs.set(playerKey, pair);
    }
    return pair;
  };
  const { revealedTableSeed, ...tables } = createMemoryTableStore(rounds);

  return {
    ...tables,
    async insertSession(session) {
      if ([...sessions.values()].some((existing) => existing.launchJti === session.launchJti)) return false;
      sessions.set(session.idHash, copy(session));
      return true;
    },
    async findSession(idHash) {
      const session = sessions.get(idHash);
      return session ? copy(session) : null;
    },
    async setFunBalance(idHash, cents) {
      const session = sessions.get(idHash);
      if (session) session.funBalanceCents = cents;
    },
    async activeSeedPair(playerKey, create) {
      return copy(activePair(playerKey, create));
    },
    // each method runs without an await in between, which is the memory store's whole-pair lock
    async openRound(newRound, create) {
      const pair = activePair(newRound.playerKey, create);
      const round: RoundRecord = {
        ...newRound,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nonce: pair.nonce,
      };
      rounds.set(round.id, copy(round));
      const claimed = copy(pair);
      pair.nonce += 1;
      return { round: copy(round), pair: claimed };
    },
    async rotateSeedPair(playerKey, create, plan) {
      const current = copy(activePair(playerKey, create));
      const roundOpen = [...rounds.values()].some(
        (round) => round.playerKey === playerKey && round.status === 'open',
      );
      const decision = plan(current, roundOpen);
      if ('refused' in decision) return decision;
      revealed.set(current.serverSeedHash, current.serverSeed);
      activePairs.set(playerKey, copy(decision.next));
      return { revealed: current, next: decision.next };
    },
    async revealedSeed(serverSeedHash) {
      return revealed.get(serverSeedHash) ?? revealedTableSeed(serverSeedHash);
    },
    async updateRound(round) {
      rounds.set(round.id, copy(round));
    },
    async findRound(id) {
      const round = rounds.get(id);
      return round ? copy(round) : null;
    },
    async findOpenRound(playerKey, gameCode) {
      const open = [...rounds.values()].find(
        (round) => round.playerKey === playerKey && round.gameCode === gameCode && round.status === 'open',
      );
      return open ? copy(open) : null;
    },
    async listOpenRoundsBefore(before, limit) {
      return [...rounds.values()]
        .filter((round) => round.status === 'open' && round.createdAt.getTime() < before.getTime())
        .slice(0, limit)
        .map(copy);
    },
    async listRounds(playerKey, limit) {
      return [...rounds.values()]
        .filter((round) => round.playerKey === playerKey && round.status !== 'open' && round.outcome !== null)
        .reverse()
        .slice(0, limit)
        .map(copy);
    },
    async saveWalletCall(call) {
      calls.set(call.transactionId, copy(call));
    },
    async findWalletCall(transactionId) {
      const call = calls.get(transactionId);
      return call ? copy(call) : null;
    },
    async listPendingWalletCalls(limit) {
      return [...calls.values()]
        .filter((call) => call.status === 'pending')
        .slice(0, limit)
        .map(copy);
    },
  };
}
