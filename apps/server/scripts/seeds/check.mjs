// Checks the invariants README.md names for the seed files, so a hand edit cannot ship a broken
// reference. Exits non-zero listing every failure. Run: node scripts/seeds/check.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assetsDir, seedsDir, serverRoot } from './lib.mjs';

const failures = [];
const fail = (message) => failures.push(message);

const files = readdirSync(seedsDir).filter((f) => f.endsWith('.json'));
const data = {};
for (const file of files) {
  const text = readFileSync(join(seedsDir, file), 'utf8');
  if (!text.endsWith('\n')) fail(`${file}: no trailing newline`);
  try {
    data[file.replace(/\.json$/, '')] = JSON.parse(text);
  } catch (error) {
    fail(`${file}: does not parse (${error.message})`);
  }
}

const tables = [
  'countries',
  'states',
  'currencies',
  'banners',
  'games',
  'articles',
  'settings',
  'vipLevels',
  'vipStore',
  'inviteConfigs',
  'depositPaymentMethods',
  'cashoutPaymentMethods',
  'promotionPopups',
];
for (const name of tables) if (!Array.isArray(data[name])) fail(`${name}.json: missing or not an array`);
for (const name of ['depositConfig', 'withdrawConfig'])
  if (typeof data[name] !== 'object' || Array.isArray(data[name])) fail(`${name}.json: not an object`);
if (failures.length > 0) finish();

function unique(table, field) {
  const seen = new Set();
  for (const row of data[table]) {
    const value = row[field];
    if (value === undefined || value === null) fail(`${table}: a row has no ${field}`);
    else if (seen.has(value)) fail(`${table}: duplicate ${field} ${value}`);
    seen.add(value);
  }
  return seen;
}

const countryCodes = unique('countries', 'isoCode2');
unique('countries', 'isoCode3');
unique('states', 'code');
unique('currencies', 'code');
unique('banners', 'id');
const gameIds = unique('games', 'id');
unique('games', 'gameCode');
unique('games', 'name');
const articleIds = unique('articles', 'id');
unique('articles', 'slug');
const levels = unique('vipLevels', 'level');
unique('vipLevels', 'code');
unique('vipStore', 'id');
unique('inviteConfigs', 'id');
unique('inviteConfigs', 'personCount');
unique('depositPaymentMethods', 'code');
unique('cashoutPaymentMethods', 'code');
const settingNames = unique('settings', 'name');

if (data.countries.length !== 249) fail(`countries: ${data.countries.length} rows, ISO 3166-1 has 249`);
for (const c of data.countries)
  if (!/^\+\d{1,4}$/.test(c.telNum)) fail(`countries: ${c.isoCode2} telNum ${c.telNum}`);
for (const s of data.states) {
  if (!countryCodes.has(s.countryIsoCode2))
    fail(`states: ${s.code} names unknown country ${s.countryIsoCode2}`);
  if (!s.code.startsWith(`${s.countryIsoCode2}-`)) fail(`states: ${s.code} lacks its country prefix`);
}
for (const iso of ['BR', 'US', 'MX', 'ES', 'PE', 'PH', 'CA'])
  if (!data.states.some((s) => s.countryIsoCode2 === iso)) fail(`states: none for ${iso}`);

// Ids from 1 without gaps keep references readable.
for (const table of ['banners', 'articles', 'vipStore', 'inviteConfigs']) {
  data[table].forEach((row, index) => {
    if (row.id !== index + 1) fail(`${table}: row ${index} has id ${row.id}, expected ${index + 1}`);
  });
}
// Removed duplicate tiles leave their ids unused (a database that had them keeps its rounds'
// references), so game ids only rise.
data.games.forEach((row, index) => {
  const previous = data.games[index - 1]?.id ?? 0;
  if (row.id <= previous) fail(`games: row ${index} has id ${row.id}, not above ${previous}`);
});

const money = /^\d+\.\d{2}$/;
const moneyFields = {
  games: ['minBet', 'maxBet'],
  vipStore: ['bonus'],
  inviteConfigs: ['bonusAmount'],
};
for (const [table, fields] of Object.entries(moneyFields))
  for (const row of data[table])
    for (const field of fields)
      if (!money.test(row[field])) fail(`${table}: ${field} ${row[field]} is not Money`);
for (const config of ['depositConfig', 'withdrawConfig'])
  for (const [field, value] of Object.entries(data[config]))
    if (/Amount$|Amount4Withdraw$/.test(field) && !money.test(value))
      fail(`${config}: ${field} ${value} is not Money`);

const engines = new Set(['slot', 'blackjack', 'roulette', 'baccarat', 'videopoker']);
const categories = new Set(['Slots', 'Table Games', 'Live Casino']);
for (const g of data.games) {
  if (g.vendor !== 'HOUSE') fail(`games: ${g.id} vendor ${g.vendor}`);
  if (!engines.has(g.gameCode.split(':')[0])) fail(`games: ${g.id} unknown engine in ${g.gameCode}`);
  if (!categories.has(g.category)) fail(`games: ${g.id} unknown category ${g.category}`);
  if (Number(g.minBet) >= Number(g.maxBet)) fail(`games: ${g.id} minBet not below maxBet`);
  if (g.category === 'Slots' && (g.theme?.symbols?.length !== 9 || !g.theme.wild || !g.theme.scatter))
    fail(`games: slot ${g.id} lacks its symbols`);
  if (g.category === 'Live Casino' && g.playForFun === 1) fail(`games: live table ${g.id} offered for fun`);
}
// No two tiles open the same game (issue 29): the catalogue is as large as its distinct games.
if (data.games.length < 24) fail(`games: ${data.games.length}, at least 24 wanted`);
// Live Casino stays a category an operator's live-dealer vendor may fill; the house has no dealer, so none
// of its tiles is in it (issue 29: the shared roulette table is a table game).
for (const category of ['Slots', 'Table Games'])
  if (!data.games.some((g) => g.category === category)) fail(`games: none in ${category}`);
if (data.games.filter((g) => g.playForFun === 1).length < 8) fail('games: fewer than 8 play-for-fun');

for (const b of data.banners) {
  if (b.gameId !== null && !gameIds.has(b.gameId)) fail(`banners: ${b.id} names unknown game ${b.gameId}`);
  if (b.gameId === null && !b.link) fail(`banners: ${b.id} has neither link nor gameId`);
}
// Words in the ten languages of the app for every banner and pop-up; a pop-up's game exists.
const appLanguages = ['es', 'en', 'pt', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil'];
for (const [table, rows] of [
  ['banners', data.banners],
  ['promotionPopups', data.promotionPopups],
]) {
  for (const row of rows) {
    for (const lang of appLanguages)
      if (!row.texts?.[lang]?.title) fail(`${table}: ${row.id} has no ${lang} title`);
  }
}
unique('promotionPopups', 'id');
for (const p of data.promotionPopups) {
  if ((p.action === 'LAUNCH_GAME') !== (p.gameId !== null))
    fail(`promotionPopups: ${p.id} gameId only with LAUNCH_GAME`);
  if (p.gameId !== null && !gameIds.has(p.gameId))
    fail(`promotionPopups: ${p.id} names unknown game ${p.gameId}`);
}
for (const p of data.vipStore)
  if (!levels.has(p.level)) fail(`vipStore: ${p.id} names unknown level ${p.level}`);
const setting = (name) => data.settings.find((s) => s.name === name)?.value;
for (const iso of setting('restrictedCountries') ?? [])
  if (!countryCodes.has(iso)) fail(`settings: restricted country ${iso} unknown`);

// Every internal link in data and article bodies must land somewhere.
const routes = new Set(['/', ...data.articles.map((a) => a.route).filter(Boolean)]);
function checkLink(where, link) {
  const article = /^\/#\/article\?id=(\d+)$/.exec(link);
  if (article) {
    if (!articleIds.has(Number(article[1]))) fail(`${where}: link to unknown article ${article[1]}`);
  } else if (link.startsWith('/#')) {
    if (!routes.has(link.slice(2))) fail(`${where}: link to unknown route ${link}`);
  } else fail(`${where}: link ${link} is not an internal hash route`);
}
for (const b of data.banners) if (b.link) checkLink(`banners ${b.id}`, b.link);
for (const name of ['withdrawRulePageUrl', 'promotionPageUrl']) checkLink(`settings ${name}`, setting(name));

const placeholders = new Set(['siteName', 'licenceJurisdiction', 'governingLaw']);
for (const name of placeholders)
  if (!settingNames.has(name)) fail(`settings: placeholder ${name} has no setting`);
for (const a of data.articles) {
  for (const lang of ['es', 'en', 'pt', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil']) {
    if (!a.title?.[lang]) fail(`articles: ${a.slug} has no ${lang} title`);
    const file = join(seedsDir, 'articles', `${a.slug}.${lang}.html`);
    if (!existsSync(file)) {
      fail(`articles: ${a.slug}.${lang}.html missing`);
      continue;
    }
    const html = readFileSync(file, 'utf8');
    const where = `articles/${a.slug}.${lang}.html`;
    if (/<script|<style|<iframe|\son\w+\s*=|\sstyle\s*=|javascript:/i.test(html))
      fail(`${where}: active content`);
    if ((html.match(/<h2>/g) ?? []).length !== 1) fail(`${where}: needs exactly one h2`);
    for (const [, name] of html.matchAll(/\{\{(\w+)\}\}/g))
      if (!placeholders.has(name)) fail(`${where}: unknown placeholder ${name}`);
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) checkLink(where, href);
    for (const tag of ['p', 'ul', 'ol', 'li', 'table', 'tr', 'td', 'th', 'details', 'h3']) {
      const open = (html.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;
      const close = (html.match(new RegExp(`</${tag}>`, 'g')) ?? []).length;
      if (open !== close) fail(`${where}: ${open} <${tag}> but ${close} </${tag}>`);
    }
  }
}
const articleFiles = readdirSync(join(seedsDir, 'articles'));
const slugs = new Set(data.articles.map((a) => a.slug));
for (const f of articleFiles)
  if (!slugs.has(f.split('.')[0])) fail(`articles/${f}: not listed in articles.json`);

// Every /assets/ path named anywhere exists, and assets reference nothing outside themselves.
function assetPaths(value, out) {
  if (typeof value === 'string' && value.startsWith('/assets/')) out.push(value);
  else if (Array.isArray(value)) for (const v of value) assetPaths(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) assetPaths(v, out);
  return out;
}
for (const [name, value] of Object.entries(data))
  for (const path of assetPaths(value, []))
    if (!existsSync(join(assetsDir, path.slice('/assets/'.length)))) fail(`${name}: asset ${path} missing`);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}
for (const file of walk(assetsDir)) {
  const text = readFileSync(file, 'utf8');
  if (/(?:href|src)\s*=\s*"(?:https?:)?\/\/|url\(\s*['"]?(?:https?:)?\/\/|@import/i.test(text))
    fail(`${file.slice(serverRoot.length + 1)}: references an external resource`);
  if (/<script/i.test(text)) fail(`${file.slice(serverRoot.length + 1)}: contains a script`);
}

finish();

function finish() {
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    console.error(`seed check: ${failures.length} failure(s)`);
    process.exit(1);
  }
  console.log(`seed check: ${files.length} files, ${walk(assetsDir).length} assets, all invariants hold`);
}
