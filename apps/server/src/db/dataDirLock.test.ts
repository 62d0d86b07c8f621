import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../config.js';
import { openPglite } from './database.js';
import { DataDirLocked, lockDataDir } from './dataDirLock.js';

const folder = () => path.join(fs.mkdtempSync(path.join(tmpdir(), 'casino-lock-')), 'pglite');
const owner = (file: string) =>
  JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number; startedAt: number };

/** The pid of a process that has exited: nobody answers to it (until the system reuses it). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the embedded database folder lock', () => {
  it('refuses a second opener while the first holds the folder, naming the holder', () => {
    const dir = folder();
    const first = lockDataDir(dir, 'server');
    try {
      expect(() => lockDataDir(dir, 'withdrawals list')).toThrow(DataDirLocked);
      expect(() => lockDataDir(dir, 'withdrawals list')).toThrow(`process ${process.pid} (server`);
      expect(owner(`${dir}.lock`).pid).toBe(process.pid);
    } finally {
      first.release();
    }
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a stale lock: a crashed process, a reused pid, an empty file', () => {
    const dir = folder();
    const file = `${dir}.lock`;
    const stale = [
      JSON.stringify({ pid: deadPid(), startedAt: Date.now() - 60_000, command: 'killed server' }),
      // Our own pid, but a process started a day earlier held it: the pid was reused since.
      JSON.stringify({ pid: process.pid, startedAt: Date.now() - 86_400_000, command: 'old server' }),
      '',
    ];
    for (const text of stale) {
      fs.writeFileSync(file, text);
      const lock = lockDataDir(dir, 'server');
      expect(owner(file).pid).toBe(process.pid);
      lock.release();
    }
    expect(fs.readdirSync(path.dirname(dir))).toEqual([]);
  });

  it('lets exactly one of many simultaneous starters take over a stale lock', async () => {
    const dir = folder();
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: deadPid(), startedAt: 0, command: 'killed' }));
    // Separate processes, each trying once and holding what it got until all have tried (its stdin
    // ends then): a winner that exited early would free the lock for a late starter, as it should.
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(path.join(serverRoot, 'src/db/dataDirLock.ts'))});
      try { lockDataDir(${JSON.stringify(dir)}); console.log('won'); } catch { console.log('refused'); }
      process.stdin.resume();
      process.stdin.on('end', () => process.exit(0));`;
    const tsx = path.join(serverRoot, 'node_modules/.bin/tsx');
    const children = Array.from({ length: 6 }, () =>
      spawn(tsx, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }),
    );
    const answered = children.map(
      (child) =>
        new Promise<string>((resolve) => {
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            if (out.includes('\n')) resolve(out.trim());
          });
          child.on('exit', () => resolve(out.trim()));
        }),
    );
    const exited = children.map((child) => new Promise((resolve) => child.on('exit', resolve)));
    const outcomes = await Promise.all(answered);
    for (const child of children) child.stdin.end();
    await Promise.all(exited);
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(5);
  }, 120_000);

  it('keeps the operator command out of a folder the server has open', async () => {
    const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'casino-lock-'));
    const db = openPglite(path.join(dataDir, 'pglite'));
    try {
      await sql`select 1`.execute(db);
      const result = spawnSync(
        path.join(serverRoot, 'node_modules/.bin/tsx'),
        ['src/withdrawals/operator.ts', 'list'],
        {
          cwd: serverRoot,
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`the embedded database is in use by process ${process.pid}`);
      expect(result.stderr).toContain('Stop that process first');
    } finally {
      await db.destroy();
    }
    // Released on close: the next opener gets the folder.
    lockDataDir(path.join(dataDir, 'pglite')).release();
  }, 90_000);
});
