// Splits the contract bundle into the player app's part and the back office's part, so each client
// is generated from its own operations only: the player app's types and its run-time table never
// name an /admin call, and the back office's never name a player call.
// Usage: node scripts/split.mjs <openapi.json> <out dir>   (writes player.json and admin.json)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const [source, outDir] = process.argv.slice(2);
if (!source || !outDir) throw new Error('usage: node scripts/split.mjs <openapi.json> <out dir>');

const document = JSON.parse(await readFile(source, 'utf8'));
const isAdmin = (pathName) => pathName.startsWith('/admin/');

function pick(keep) {
  return Object.fromEntries(Object.entries(document.paths ?? {}).filter(([pathName]) => keep(pathName)));
}

/** The component schemas reachable from a part's paths: each client carries only what it uses. */
function reachable(part) {
  const seen = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (!seen.has(name)) {
        seen.add(name);
        visit(document.components.schemas[name]);
      }
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(part);
  return seen;
}

function partOf(keep, keepSchema) {
  const paths = pick(keep);
  const used = reachable(paths);
  const schemas = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).filter(([name]) => keepSchema(name, used)),
  );
  return { ...document, paths, components: { ...document.components, schemas } };
}

await mkdir(outDir, { recursive: true });
// The player's part keeps every shared schema it had (the app names some directly) and drops the
// back office's own (Admin*).
await writeFile(
  path.join(outDir, 'player.json'),
  JSON.stringify(
    partOf(
      (p) => !isAdmin(p),
      (name) => !name.startsWith('Admin'),
    ),
  ),
);
await writeFile(
  path.join(outDir, 'admin.json'),
  JSON.stringify(partOf(isAdmin, (name, used) => used.has(name))),
);
