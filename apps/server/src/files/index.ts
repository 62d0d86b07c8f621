// The files domain's public surface; its operations (upload, get) are in routes.ts.
import path from 'node:path';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { findFile } from './repository.js';
import { type FileStorage, LocalDiskStorage } from './storage.js';

export function fileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}

export { insertFile, isOwnFile } from './repository.js';

/**
 * A member's upload for the back office's document review: its bytes and type, only when the file is
 * that member's own; undefined otherwise, as for a missing file.
 */
export async function readMemberFile(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  memberId: number,
  id: string,
): Promise<{ bytes: Buffer; mime: string } | undefined> {
  const file = await findFile(db, id);
  if (file === undefined || file.owner_member_id !== memberId) return undefined;
  const bytes = await fileStorage(config).read(`originals/${id}`);
  return bytes === undefined ? undefined : { bytes, mime: file.mime };
}
