import type { Kysely, Transaction } from 'kysely';
import { createServerSeed, hashServerSeed } from '../fairness/rng';
import type { SeedPair } from '../fairness/seeds';
import { roundColumns, toRound } from './kyselyRounds';
import type { HouseTables } from './kyselySchema';
import { createKyselyTableStore } from './kyselyTableStore';
import type { HouseStore, RoundRecord, VendorSession, WalletCallRecord } from './store';

function toSession(row: HouseTables['house_session']): VendorSession {
  return {
    idHash: row.id_hash,
    launchToken: row.launch_token,
    launchJti: row.launch_jti,
    lang: row.lang,
    memberId: row.member_id === null ? null : Number(row.member_id),
    gameId: row.game_id,
    gameCode: row.game_code,
    currency: row.currency,
    mode: row.mode as VendorSession['mode'],
    playerKey: row.player_key,
    funBalanceCents: row.fun_balance_cents === null ? null : Number(row.fun_balance_cents),
    expiresAt: new Date(row.expires_at),
    createdAt: new Date(row.created_at),
  };
}

function toWalletCall(row: HouseTables['house_wallet_call']): WalletCallRecord {
  return {
    transactionId: row.transaction_id,
    roundId: row.round_id,
    operation: row.operation as WalletCallRecord['operation'],
    amountCents: Number(row.amount_cents),
    body: row.body,
    status: row.status as WalletCallRecord['status'],
    code: row.code,
    updatedAt: new Date(row.updated_at),
  };
}

type PairRow = HouseTables['house_seed_pair'] & { next_server_seed: string };

const toPair = (row: PairRow): SeedPair => ({
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
  nextServerSeed: row.next_server_seed,
  nextServerSeedHash: hashServerSeed(row.next_server_seed),
});

const pairRow = (playerKey: string, pair: SeedPair) => ({
  server_seed_hash: pair.serverSeedHash,
  player_key: playerKey,
  server_seed: pair.serverSeed,
  client_seed: pair.clientSeed,
  nonce: pair.nonce,
  active: true,
  revealed_at: null,
  next_server_seed: pair.nextServerSeed,
});

/**
 * An active pair stored before next seeds existed gets its next seed on first read; the condition keeps
 * the first one drawn when two readers race.
 */
async function withNextSeed(db: Kysely<HouseTables>, row: HouseTables['house_seed_pair']): Promise<PairRow> {
  if (row.next_server_seed !== null) return row as PairRow;
  await db
    .updateTable('house_seed_pair')
    .set({ next_server_seed: createServerSeed() })
    .where('server_seed_hash', '=', row.server_seed_hash)
    .where('next_server_seed', 'is', null)
    .execute();
  const filled = await db
    .selectFrom('house_seed_pair')
    .selectAll()
    .where('server_seed_hash', '=', row.server_seed_hash)
    .executeTakeFirstOrThrow();
  return filled as PairRow;
}

/**
 * Locks the player's active pair (created on first use) until the transaction ends: opening a round and
 * rotating both take this lock, so a seed is never revealed while a round drawn from it is being opened.
 */
async function lockActivePair(
  trx: Transaction<HouseTables>,
  playerKey: string,
  create: () => SeedPair,
): Promise<PairRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await trx
      .selectFrom('house_seed_pair')
      .selectAll()
      .where('player_key', '=', playerKey)
      .where('active', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (row) return withNextSeed(trx, row);
    // none yet, or the one we waited for was rotated away while we waited (its successor is visible to
    // the next statement): a pair created meanwhile by someone else wins over ours
    await trx
      .insertInto('house_seed_pair')
      .values(pairRow(playerKey, create()))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  throw new Error(`no active seed pair for ${playerKey}`);
}

// biome-ignore lint/suspicious/noExplicitAny: see migrateHouseVendor.
export function createKyselyStore(host: Kysely<any>): HouseStore {
  const db = host as unknown as Kysely<HouseTables>;

  return {
    ...createKyselyTableStore(db),
    async insertSession(session) {
      const inserted = await db
        .insertInto('house_session')
        .values({
          id_hash: session.idHash,
          launch_token: session.launchToken,
          launch_jti: session.launchJti,
          lang: session.lang,
          member_id: session.memberId,
          game_id: session.gameId,
          game_code: session.gameCode,
          currency: session.currency,
          mode: session.mode,
          player_key: session.playerKey,
          fun_balance_cents: session.funBalanceCents,
          expires_at: session.expiresAt,
          created_at: session.createdAt,
        })
        .onConflict((conflict) => conflict.column('launch_jti').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async findSession(idHash) {
      const row = await db
        .selectFrom('house_session')
        .selectAll()
        .where('id_hash', '=', idHash)
        .executeTakeFirst();
      return row ? toSession(row) : null;
    },
    async setFunBalance(idHash, cents) {
      await db
        .updateTable('house_session')
        .set({ fun_balance_cents: cents })
        .where('id_hash', '=', idHash)
        .execute();
    },
    async activeSeedPair(playerKey, create) {
      const find = () =>
        db
          .selectFrom('house_seed_pair')
          .selectAll()
          .where('player_key', '=', playerKey)
          .where('active', '=', true)
          .executeTakeFirst();
      const existing = await find();
      if (existing) return toPair(await withNextSeed(db, existing));
      await db
        .insertInto('house_seed_pair')
        .values(pairRow(playerKey, create()))
        // a concurrent first visit may have created the pair: keep that one
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return toPair(await withNextSeed(db, (await find())!));
    },
    async openRound(newRound, create) {
      return db.transaction().execute(async (trx) => {
        const pair = toPair(await lockActivePair(trx, newRound.playerKey, create));
        const round: RoundRecord = {
          ...newRound,
          serverSeedHash: pair.serverSeedHash,
          clientSeed: pair.clientSeed,
          nonce: pair.nonce,
        };
        await trx
          .updateTable('house_seed_pair')
          .set({ nonce: pair.nonce + 1 })
          .where('server_seed_hash', '=', pair.serverSeedHash)
          .execute();
        await trx
          .insertInto('house_round')
          .values({ id: round.id, ...roundColumns(round) })
          .execute();
        return { round, pair };
      });
    },
    async rotateSeedPair(playerKey, create, plan) {
      return db.transaction().execute(async (trx) => {
        const current = toPair(await lockActivePair(trx, playerKey, create));
        // read after the lock: a round opened by a transaction that held it before us is visible now
        const open = await trx
          .selectFrom('house_round')
          .select('id')
          .where('player_key', '=', playerKey)
          .where('status', '=', 'open')
          .limit(1)
          .executeTakeFirst();
        const decision = plan(current, open !== undefined);
        if ('refused' in decision) return decision;
        await trx
          .updateTable('house_seed_pair')
          // the successor is active now: no second copy of its seed is kept
          .set({ active: false, revealed_at: new Date(), next_server_seed: null })
          .where('server_seed_hash', '=', current.serverSeedHash)
          .execute();
        await trx.insertInto('house_seed_pair').values(pairRow(playerKey, decision.next)).execute();
        return { revealed: current, next: decision.next };
      });
    },
    async revealedSeed(serverSeedHash) {
      const row = await db
        .selectFrom('house_seed_pair')
        .select('server_seed')
        .where('server_seed_hash', '=', serverSeedHash)
        .where('revealed_at', 'is not', null)
        .executeTakeFirst();
      if (row) return row.server_seed;
      const table = await db
        .selectFrom('house_table_round')
        .select('server_seed')
        .where('server_seed_hash', '=', serverSeedHash)
        .where('phase', '!=', 'betting')
        .executeTakeFirst();
      return table?.server_seed ?? null;
    },
    async updateRound(round) {
      await db.updateTable('house_round').set(roundColumns(round)).where('id', '=', round.id).execute();
    },
    async findRound(id) {
      const row = await db.selectFrom('house_round').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRound(row) : null;
    },
    async findOpenRound(playerKey, gameCode) {
      const row = await db
        .selectFrom('house_round')
        .selectAll()
        .where('player_key', '=', playerKey)
        .where('game_code', '=', gameCode)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return row ? toRound(row) : null;
    },
    async listOpenRoundsBefore(before, limit) {
      const rows = await db
        .selectFrom('house_round')
        .selectAll()
        .where('status', '=', 'open')
        .where('created_at', '<', before)
        .orderBy('seq')
        .limit(limit)
        .execute();
      return rows.map(toRound);
    },
    async listRounds(playerKey, limit) {
      const rows = await db
        .selectFrom('house_round')
        .selectAll()
        .where('player_key', '=', playerKey)
        .where('status', '!=', 'open')
        .where('outcome', 'is not', null)
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRound);
    },
    async saveWalletCall(call: WalletCallRecord) {
      const values = {
        round_id: call.roundId,
        operation: call.operation,
        amount_cents: call.amountCents,
        body: call.body,
        status: call.status,
        code: call.code,
        updated_at: call.updatedAt,
      };
      await db
        .insertInto('house_wallet_call')
        .values({ transaction_id: call.transactionId, ...values })
        .onConflict((conflict) => conflict.column('transaction_id').doUpdateSet(values))
        .execute();
    },
    async listPendingWalletCalls(limit) {
      const rows = await db
        .selectFrom('house_wallet_call')
        .selectAll()
        .where('status', '=', 'pending')
        .orderBy('updated_at')
        .limit(limit)
        .execute();
      return rows.map(toWalletCall);
    },
    async findWalletCall(transactionId) {
      const row = await db
        .selectFrom('house_wallet_call')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst();
      return row ? toWalletCall(row) : null;
    },
  };
}
