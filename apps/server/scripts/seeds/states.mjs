// Generates src/db/seeds/states.json: the first-level subdivisions (states, provinces, regions) of
// every country the country-state-city package covers, with corrections for the markets we serve.
// Run: node scripts/seeds/states.mjs

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { State } from 'country-state-city';
import { seedsDir, writeJson } from './lib.mjs';

// Spain registers by autonomous community; the package mixes in a few provinces of Castile and León
// and files the Balearic Islands under the pre-2020 code PM instead of IB.
const spainProvinces = new Set(['AV', 'BU', 'LE', 'P', 'SA', 'SG', 'SO', 'VA', 'ZA']);
const codeFixes = { 'ES-PM': 'ES-IB' };
const nameFixes = { 'ES-CM': 'Castilla-La Mancha', 'ES-CL': 'Castilla y León', 'ES-RI': 'La Rioja' };

function keep(state) {
  const { countryCode, isoCode } = state;
  // The US Minor Outlying Islands are a country of their own in ISO 3166-1 (UM).
  if (countryCode === 'US' && isoCode.startsWith('UM')) return false;
  if (countryCode === 'ES' && spainProvinces.has(isoCode)) return false;
  // Philippine regions (numeric codes) overlap their provinces; addresses name the province.
  if (countryCode === 'PH' && /^\d+$/.test(isoCode)) return false;
  return true;
}

const known = new Set(
  JSON.parse(readFileSync(join(seedsDir, 'countries.json'), 'utf8')).map((c) => c.isoCode2),
);

const rows = State.getAllStates()
  .filter((s) => known.has(s.countryCode) && keep(s))
  .map((s) => {
    const raw = `${s.countryCode}-${s.isoCode}`;
    const code = codeFixes[raw] ?? raw;
    return { code, name: nameFixes[code] ?? s.name, countryIsoCode2: s.countryCode, status: 1 };
  })
  .sort((a, b) => a.countryIsoCode2.localeCompare(b.countryIsoCode2) || a.name.localeCompare(b.name, 'en'));

const seen = new Set();
for (const row of rows) {
  if (seen.has(row.code)) throw new Error(`duplicate state code ${row.code}`);
  seen.add(row.code);
}

writeJson('states.json', rows);
