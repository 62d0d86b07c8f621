import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../config.js';

/** The readable seed data (src/db/seeds, described in its README; the compiled server reads it there too). */
export const seedsDir = path.join(serverRoot, 'src', 'db', 'seeds');

export function readSeedJson<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(seedsDir, name), 'utf8')) as T;
}

export function readSeedText(name: string): string {
  return fs.readFileSync(path.join(seedsDir, name), 'utf8');
}

/** Inserts in slices: one statement with thousands of parameters is slow on PGlite and capped on pg. */
export function chunks<T>(rows: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}
