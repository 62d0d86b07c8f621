import { createHmac, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.js';
import { canonical } from './chain.js';
import { chainHead, hashOfRow } from './repository.js';

/**
 * The chain's head written outside the database (issue 26, finding 9): someone who can rewrite the
 * table can recompute every later hash, and the chain then checks out; a head signed earlier and kept
 * in the log and the data folder does not follow.
 */
export interface AuditAnchor {
  at: string;
  /** The last row at that time and its hash; rows: how many there were. */
  lastId: string;
  headHash: string;
  rows: number;
  /** HMAC-SHA256 under AUDIT_ANCHOR_KEY of the other fields, canonical JSON, hex. */
  mac: string;
}

export interface AnchorKeys {
  dataDir: string;
  auditAnchorKey: string;
}

export const anchorFile = (dataDir: string) => path.join(dataDir, 'audit-anchors.jsonl');

const macOf = (key: string, anchor: Omit<AuditAnchor, 'mac'>) =>
  createHmac('sha256', key)
    .update(canonical({ at: anchor.at, lastId: anchor.lastId, headHash: anchor.headHash, rows: anchor.rows }))
    .digest('hex');

/** Signs the current head and appends it to the data folder's anchor file; nothing while the log is empty. */
export async function writeAnchor(db: Db, keys: AnchorKeys, now = new Date()): Promise<AuditAnchor | null> {
  const head = await chainHead(db);
  if (head === undefined) return null;
  const fields = { at: now.toISOString(), lastId: head.id, headHash: head.hash, rows: head.rows };
  const anchor: AuditAnchor = { ...fields, mac: macOf(keys.auditAnchorKey, fields) };
  await fs.mkdir(keys.dataDir, { recursive: true });
  await fs.appendFile(anchorFile(keys.dataDir), `${JSON.stringify(anchor)}\n`, 'utf8');
  return anchor;
}

export type AnchorProblem = 'anchorSignature' | 'anchor';

/**
 * Every anchor of the data folder against the chain as it is now: its signature, and the row it
 * names still there with the hash it had. The first that fails is answered.
 */
export async function checkAnchors(
  db: Db,
  keys: AnchorKeys,
): Promise<{ anchors: number; broken?: { id: string; problem: AnchorProblem } }> {
  let text: string;
  try {
    text = await fs.readFile(anchorFile(keys.dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { anchors: 0 };
    throw error;
  }
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  for (const line of lines) {
    let anchor: AuditAnchor;
    try {
      anchor = JSON.parse(line) as AuditAnchor;
    } catch {
      return { anchors: lines.length, broken: { id: '', problem: 'anchorSignature' } };
    }
    const expected = Buffer.from(macOf(keys.auditAnchorKey, anchor), 'hex');
    const given = Buffer.from(String(anchor.mac), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { anchors: lines.length, broken: { id: String(anchor.lastId), problem: 'anchorSignature' } };
    }
    if ((await hashOfRow(db, anchor.lastId)) !== anchor.headHash) {
      return { anchors: lines.length, broken: { id: anchor.lastId, problem: 'anchor' } };
    }
  }
  return { anchors: lines.length };
}
