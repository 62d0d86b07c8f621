import { type Kysely, sql } from 'kysely';

/**
 * A bet past a loss or stake limit, during a break or after the session limit books nothing: the
 * launch row `vendor_bet` starts from matches only when `protection_bet_refusal` (1900) has no
 * objection, and the wallet explains the refusal afterwards as it explains every bet that matched
 * nothing. The hook is one condition added to the function as it stands, so this migration does not
 * repeat (and freeze) the rest of vendor_bet's text.
 */
const anchor = 'and l.expires_at > now()';
const hook = `${anchor} and protection_bet_refusal(l.member_id, p_amount) is null`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ definition: string }>`select pg_get_functiondef(p.oid) as definition
    from pg_proc p where p.proname = 'vendor_bet'`.execute(db);
  if (rows.length !== 1) throw new Error(`expected one vendor_bet, found ${rows.length}`);
  const definition = rows[0]!.definition;
  if (definition.split(anchor).length !== 2) throw new Error('vendor_bet: the launch condition moved');
  await sql.raw(definition.replace(anchor, hook)).execute(db);
}
