import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every test card number the e2e specs type, as the server receives them (spaces stripped). */
const testCards = ['4242424242424242', '4000000000000002', '4000000000003220', '5555555555554444'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Issue 15: after the whole run, the server's database holds no card number. The PGlite folder is read
 * byte for byte, write-ahead log included, so a number written anywhere (a table, a log of changes,
 * a JSON column) is found, spaced or not.
 */
export default function noCardDataAtRest(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const found: string[] = [];
  for (const file of files(dataDir)) {
    const bytes = readFileSync(file).toString('latin1');
    for (const card of testCards) {
      const spaced = card.replace(/(\d{4})(?=\d)/g, '$1 ');
      if (bytes.includes(card) || bytes.includes(spaced)) found.push(`${card} in ${file}`);
    }
  }
  if (found.length > 0) throw new Error(`Card numbers at rest after the e2e run:\n${found.join('\n')}`);
  console.log(`no card number in ${files(dataDir).length} files of the e2e database`);
}
