import { type Generated, sql } from 'kysely';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';

interface ServerAddressTable {
  id: Generated<boolean>;
  public_url: string;
  recorded_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    server_address: ServerAddressTable;
  }
}

/** Called as the server starts: the address its links name, for the shell's commands to use too. */
export async function recordServerAddress(db: Db, publicUrl: string): Promise<void> {
  await db
    .insertInto('server_address')
    .values({ id: true, public_url: publicUrl })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ public_url: publicUrl, recorded_at: sql`now()` }),
    )
    .execute();
}

/**
 * The configuration an operator command prints links with: its own PUBLIC_URL when one is given,
 * else the address the server recorded (the shell's default would name port 8080 whatever the
 * server's port is), else its own default.
 */
export async function commandConfig(db: Db, config: Config, env: NodeJS.ProcessEnv): Promise<Config> {
  if (env.PUBLIC_URL?.trim()) return config;
  const recorded = await db.selectFrom('server_address').select('public_url').executeTakeFirst();
  return recorded ? { ...config, publicUrl: recorded.public_url } : config;
}
