import { type Kysely, sql } from 'kysely';
import { roundColumns, toRound } from './kyselyRounds';
import type { HouseTables } from './kyselySchema';
import type { TablePhase, TableRound, TableStore } from './store';

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function toTableRound(row: HouseTables['house_table_round']): TableRound {
  return {
    id: row.id,
    tableCode: row.table_code,
    seq: row.seq,
    phase: row.phase as TablePhase,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    pocket: row.pocket,
    opensAt: new Date(row.opens_at),
    closesAt: new Date(row.closes_at),
    spinEndsAt: date(row.spin_ends_at),
    nextAt: date(row.next_at),
  };
}

/** The shared tables in `house_table_round` and `house_table_lease`, bets in `house_round`. */
export function createKyselyTableStore(db: Kysely<HouseTables>): TableStore {
  return {
    async claimTableLease(tableCode, holder, now, ttlMs) {
      const expiresAt = new Date(now.getTime() + ttlMs);
      // one statement: of two instances asking at once, the row lock lets exactly one take a free lease
      const taken = await sql<{ holder: string }>`
        insert into house_table_lease (table_code, holder, expires_at)
        values (${tableCode}, ${holder}, ${expiresAt})
        on conflict (table_code) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where house_table_lease.holder = excluded.holder or house_table_lease.expires_at <= ${now}
        returning holder`.execute(db);
      return taken.rows.length === 1;
    },
    async currentTableRound(tableCode) {
      const row = await db
        .selectFrom('house_table_round')
        .selectAll()
        .where('table_code', '=', tableCode)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toTableRound(row) : null;
    },
    async insertTableRound(round) {
      const inserted = await db
        .insertInto('house_table_round')
        .values({
          id: round.id,
          table_code: round.tableCode,
          seq: round.seq,
          phase: round.phase,
          server_seed_hash: round.serverSeedHash,
          server_seed: round.serverSeed,
          client_seed: round.clientSeed,
          pocket: round.pocket,
          opens_at: round.opensAt,
          closes_at: round.closesAt,
          spin_ends_at: round.spinEndsAt,
          next_at: round.nextAt,
        })
        .onConflict((conflict) => conflict.columns(['table_code', 'seq']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async advanceTableRound(round, from) {
      const updated = await db
        .updateTable('house_table_round')
        .set({
          phase: round.phase,
          pocket: round.pocket,
          spin_ends_at: round.spinEndsAt,
          next_at: round.nextAt,
        })
        .where('id', '=', round.id)
        .where('phase', '=', from)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
    async openTableBet(bet, now, maxCents) {
      return db.transaction().execute(async (trx) => {
        // the close takes the same row (advanceTableRound): a bet is stored before it or not at all
        const table = await trx
          .selectFrom('house_table_round')
          .select(['phase', 'closes_at'])
          .where('id', '=', bet.tableRoundId!)
          .forUpdate()
          .executeTakeFirst();
        if (table?.phase !== 'betting' || new Date(table.closes_at).getTime() <= now.getTime())
          return 'closed' as const;
        const staked = await trx
          .selectFrom('house_round')
          .select(sql<string>`coalesce(sum(bet_cents), 0)`.as('cents'))
          .where('table_round_id', '=', bet.tableRoundId!)
          .where('player_key', '=', bet.playerKey)
          .where('status', '!=', 'void')
          .executeTakeFirstOrThrow();
        if (Number(staked.cents) + bet.betCents > maxCents) return 'tableMax' as const;
        await trx
          .insertInto('house_round')
          .values({ id: bet.id, ...roundColumns(bet) })
          .execute();
        return null;
      });
    },
    async pruneTableRounds(tableCode, before) {
      const pruned = await sql`
        delete from house_table_round t
        where t.table_code = ${tableCode} and t.next_at < ${before}
          and t.seq < (select max(seq) from house_table_round where table_code = ${tableCode})
          and not exists (select 1 from house_round r where r.table_round_id = t.id)`.execute(db);
      return Number(pruned.numAffectedRows ?? 0n);
    },
    async listTableBets(tableRoundId) {
      const rows = await db
        .selectFrom('house_round')
        .selectAll()
        .where('table_round_id', '=', tableRoundId)
        .orderBy('seq')
        .execute();
      return rows.map(toRound);
    },
  };
}
