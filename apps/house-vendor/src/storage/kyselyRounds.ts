import type { GameInput, GameOutcome } from '../fairness/receipt';
import type { HouseTables } from './kyselySchema';
import type { RoundRecord } from './store';

/** Rounds as rows of house_round and back (the Kysely store and its shared tables). */

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function toRound(row: HouseTables['house_round']): RoundRecord {
  return {
    id: row.id,
    sessionIdHash: row.session_id_hash,
    playerKey: row.player_key,
    gameCode: row.game_code,
    mode: row.mode as RoundRecord['mode'],
    currency: row.currency,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    input: parse<GameInput>(row.input),
    outcome: parse<GameOutcome | null>(row.outcome),
    state: parse<RoundRecord['state']>(row.state),
    status: row.status as RoundRecord['status'],
    betCents: Number(row.bet_cents),
    payoutCents: Number(row.payout_cents),
    createdAt: new Date(row.created_at),
    ...(row.table_round_id ? { tableRoundId: row.table_round_id } : {}),
  };
}

export function roundColumns(round: RoundRecord) {
  return {
    session_id_hash: round.sessionIdHash,
    player_key: round.playerKey,
    game_code: round.gameCode,
    mode: round.mode,
    currency: round.currency,
    server_seed_hash: round.serverSeedHash,
    client_seed: round.clientSeed,
    nonce: round.nonce,
    input: json(round.input),
    outcome: json(round.outcome),
    state: json(round.state),
    status: round.status,
    bet_cents: round.betCents,
    payout_cents: round.payoutCents,
    created_at: round.createdAt,
    table_round_id: round.tableRoundId ?? null,
  };
}
