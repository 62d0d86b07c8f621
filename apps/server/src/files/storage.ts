import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Where file bytes live; the local disk today, an object store could implement the same. */
export interface FileStorage {
  write(key: string, bytes: Buffer): Promise<void>;
  /** undefined when nothing is stored under key. */
  read(key: string): Promise<Buffer | undefined>;
}

/** Keys are ours (`originals/<uuid>`, `cache/<uuid>-<w>x<h>`), never a name a client chose. */
const safeKey = /^(originals|cache)\/[0-9a-f-]{36}(-\d{1,4}x\d{1,4})?$/;

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!safeKey.test(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(this.root, key);
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, target);
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
