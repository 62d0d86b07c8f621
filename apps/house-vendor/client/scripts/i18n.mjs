// The catalogue check: every `lang` folder of the client (the frame's and each game's) holds the ten
// languages of the casino, each with exactly the keys of en.json, no empty text and the same {placeholders}.
// Run by `pnpm --filter @casino/house-vendor i18n` and by the package's tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGS = ['pt', 'en', 'es', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil'];
const root = fileURLToPath(new URL('../src', import.meta.url));

function langFolders(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (name === 'lang') found.push(path);
    else found.push(...langFolders(path));
  }
  return found;
}

const placeholders = (text) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const problems = [];
const folders = langFolders(root);
for (const folder of folders) {
  const en = JSON.parse(readFileSync(join(folder, 'en.json'), 'utf8'));
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  for (const file of files) {
    if (!LANGS.includes(file.replace(/\.json$/, '')))
      problems.push(`${folder}/${file}: not one of the ten languages`);
  }
  for (const lang of LANGS) {
    const file = join(folder, `${lang}.json`);
    let messages;
    try {
      messages = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      problems.push(`${file}: missing or not JSON`);
      continue;
    }
    for (const key of Object.keys(en)) {
      if (!(key in messages)) problems.push(`${file}: missing ${key}`);
      else if (typeof messages[key] !== 'string' || (messages[key].trim() === '' && en[key] !== ''))
        problems.push(`${file}: empty ${key}`);
      else if (placeholders(messages[key]) !== placeholders(en[key]))
        problems.push(
          `${file}: ${key} has {${placeholders(messages[key])}}, en has {${placeholders(en[key])}}`,
        );
    }
    for (const key of Object.keys(messages))
      if (!(key in en)) problems.push(`${file}: ${key} is not in en.json`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`game client catalogues complete: ${folders.length} folders x ${LANGS.length} languages`);
