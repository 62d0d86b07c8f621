// The catalogue check: every `lang` folder of the client (the frame's and each game's) holds the ten
// languages of the casino, each with exactly the keys of en.json, no empty text and the same {placeholders},
// each addressing the player in the casino's register (tú, você, du, vous, tu, siz).
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
const anyOf = (words) => new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu');
// Words of the register the casino does not use; a capital German "Sie" opening a sentence may be "they".
const otherRegister = {
  es: anyOf(['usted', 'ustedes', 'inténtelo', 'introduzca', 'póngase']),
  pt: anyOf(['o senhor', 'a senhora', 'tu', 'teu', 'tua', 'teus', 'tuas', 'contigo']),
  de: /(?<![.!?]\s|^)(?<!\p{L})Sie(?!\p{L})|(?<!\p{L})(Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)(?!\p{L})/u,
  fr: anyOf(['tu', 'ton', 'ta', 'tes', 'toi']),
  it: /[\p{Ll},;(] (Lei|Suo|Sua|Suoi|Sue|La preghiamo)(?!\p{L})/u,
  tr: anyOf(['sen', 'senin', 'sana', 'seni', 'sende', 'senden']),
};
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
      else if (otherRegister[lang]?.test(messages[key]))
        problems.push(
          `${file}: ${key} says "${messages[key].match(otherRegister[lang])[0]}", not the casino's register`,
        );
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
