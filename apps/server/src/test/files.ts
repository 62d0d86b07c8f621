import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { insertFile } from '../files/index.js';

/** A small PNG upload owned by the member, not yet attached to anything (a document's proof). */
export async function uploadedFile(db: Db, memberId: number): Promise<string> {
  const id = randomUUID();
  await insertFile(db, {
    id,
    owner_member_id: memberId,
    mime: 'image/png',
    size: 100,
    width: 10,
    height: 10,
  });
  return id;
}
