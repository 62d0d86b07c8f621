import type { Db } from '../db/database.js';
import { runFromShell } from '../db/operatorCommand.js';
import { sanitizeImage } from './images.js';
import { fileStorage } from './index.js';
import type { FileStorage } from './storage.js';

/**
 * Uploads stored before images were re-encoded still hold the bytes sent (EXIF with GPS, appended
 * data): this writes each one anew as an upload is now, once, from the shell:
 *
 *   pnpm --filter @casino/server files:sanitize
 *
 * A re-encoded image decodes to the same pixels, so running it twice only costs time. A file that no
 * longer passes (over the pixel cap, undecodable) is named and left for the operator to remove.
 */
export async function sanitizeStoredFiles(
  db: Db,
  storage: FileStorage,
  out: (line: string) => void,
): Promise<{ rewritten: number; refused: number }> {
  const rows = await db.selectFrom('stored_file').select(['id']).orderBy('created_at').execute();
  let rewritten = 0;
  let refused = 0;
  for (const { id } of rows) {
    const bytes = await storage.read(`originals/${id}`);
    if (bytes === undefined) continue;
    const image = await sanitizeImage(bytes);
    if (image.refused !== undefined) {
      refused += 1;
      out(`${id}: ${image.refused}, left as it is`);
      continue;
    }
    await storage.write(`originals/${id}`, image.bytes);
    const { mime, width, height } = image;
    await db
      .updateTable('stored_file')
      .set({ mime, width, height, size: image.bytes.length })
      .where('id', '=', id)
      .execute();
    rewritten += 1;
  }
  out(`${rewritten} re-encoded, ${refused} refused`);
  return { rewritten, refused };
}

await runFromShell(import.meta.url, async (db, config, _args, out) => {
  const { refused } = await sanitizeStoredFiles(db, fileStorage(config), out);
  return refused > 0 ? 1 : 0;
});
