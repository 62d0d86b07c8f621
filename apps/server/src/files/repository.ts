import type { Generated } from 'kysely';
import type { Db } from '../db/database.js';
import type { ImageType } from './images.js';

export interface StoredFileTable {
  id: string;
  owner_member_id: number | null;
  /** owner: only the uploading member may read it (every member upload); public: anyone. */
  visibility: Generated<'owner' | 'public'>;
  mime: ImageType;
  size: number;
  width: number;
  height: number;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    stored_file: StoredFileTable;
  }
}

export async function insertFile(
  db: Db,
  file: Omit<StoredFileTable, 'created_at' | 'visibility'>,
): Promise<void> {
  await db.insertInto('stored_file').values(file).execute();
}

export async function findFile(db: Db, id: string) {
  return db.selectFrom('stored_file').selectAll().where('id', '=', id).executeTakeFirst();
}

/** For the documents update: is this file one the member uploaded? */
export async function isOwnFile(db: Db, memberId: number, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('stored_file')
    .select('id')
    .where('id', '=', id)
    .where('owner_member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}
