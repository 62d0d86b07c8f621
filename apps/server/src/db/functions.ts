import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { serverRoot } from '../config.js';
import type { Db } from './database.js';

// The SQL files are read where they are written, from the compiled server (dist/) as from src/.
const functionsDir = path.join(serverRoot, 'src', 'db', 'functions');

export interface FunctionFile {
  /** The function's name: the file's name without `.sql`. */
  name: string;
  text: string;
  hash: string;
  /** The body between the file's `$$` quotes: what pg_proc.prosrc holds once deployed. */
  body: string;
}

/** Every `name.sql` of src/db/functions, in name order. */
export async function readFunctionFiles(): Promise<FunctionFile[]> {
  const files = (await fs.readdir(functionsDir)).filter((file) => /^[a-z0-9_]+\.sql$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = await fs.readFile(path.join(functionsDir, file), 'utf8');
      const body = /\$\$([\s\S]*?)\$\$/.exec(text)?.[1];
      if (body === undefined) throw new Error(`src/db/functions/${file} has no $$-quoted body`);
      return {
        name: file.replace(/\.sql$/, ''),
        text,
        hash: createHash('sha256').update(text).digest('hex'),
        body,
      };
    }),
  );
}

/**
 * A file's statements: the function, then (for a trigger function) its triggers. Splits on `;` outside
 * `$$` quotes and `--` comments.
 */
export function statementsOf(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    if (text.startsWith('$$', i)) {
      quoted = !quoted;
      i += 1;
    } else if (!quoted && text.startsWith('--', i)) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (!quoted && text[i] === ';') {
      statements.push(text.slice(start, i));
      start = i + 1;
    }
  }
  statements.push(text.slice(start));
  return statements.filter((statement) => statement.replace(/--.*$/gm, '').trim() !== '');
}

/**
 * The repeatable phase after the migrations, as Flyway's repeatable migrations: every function whose
 * file changed since it was last applied (its hash in `db_function`) is created again from its file, so
 * a function has one definition whatever order the migrations arrived in. A changed signature drops the
 * old one first (trigger functions keep theirs: they take no arguments and return trigger); a function
 * whose file was removed is dropped. One transaction under an advisory lock, so two servers starting at
 * once apply each file once.
 */
export async function applyFunctions(db: Db): Promise<void> {
  const files = await readFunctionFiles();
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('db_function'))`.execute(trx);
    // Bodies refer to functions of other files; their order of creation does not matter (as pg_dump does).
    await sql`set local check_function_bodies = off`.execute(trx);
    const applied = new Map(
      (await sql<{ name: string; hash: string }>`select name, hash from db_function`.execute(trx)).rows.map(
        (row) => [row.name, row.hash],
      ),
    );
    for (const file of files) {
      if (applied.get(file.name) === file.hash) continue;
      await dropOverloads(trx, file.name, false);
      for (const statement of statementsOf(file.text)) await sql.raw(statement).execute(trx);
      await sql`insert into db_function (name, hash) values (${file.name}, ${file.hash})
        on conflict (name) do update set hash = excluded.hash, applied_at = now()`.execute(trx);
    }
    for (const name of applied.keys()) {
      if (files.some((file) => file.name === name)) continue;
      await dropOverloads(trx, name, true);
      await sql`delete from db_function where name = ${name}`.execute(trx);
    }
  });
}

async function dropOverloads(trx: Db, name: string, triggers: boolean): Promise<void> {
  const overloads = await sql<{ signature: string }>`
    select p.oid::regprocedure::text as signature from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.proname = ${name}
      and (${triggers} or p.prorettype <> 'trigger'::regtype)`.execute(trx);
  for (const { signature } of overloads.rows) await sql.raw(`drop function ${signature}`).execute(trx);
}
