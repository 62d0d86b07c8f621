// Generates src/db/seeds/countries.json: every officially assigned ISO 3166-1 country with its
// English name and international dialling code. Run: node scripts/seeds/countries.mjs
import { countries, getCountryData } from 'countries-list';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { writeJson } from './lib.mjs';

// Ascension and Tristan da Cunha are only "exceptionally reserved" codes (part of SH in ISO 3166-1).
const notIso3166 = new Set(['AC', 'TA']);

// Territories without a public numbering plan of their own share the one they are served from.
const sharedDialling = { AQ: '672', BV: '47', HM: '672', TF: '262', UM: '1', PN: '64', GS: '500' };

// Short names players recognise, where the package keeps a long or dated form.
const nameOverrides = { MK: 'North Macedonia', CZ: 'Czechia', SZ: 'Eswatini', TR: 'Türkiye' };

function dialling(iso2, phones) {
  if (isSupportedCountry(iso2)) return `+${getCountryCallingCode(iso2)}`;
  if (sharedDialling[iso2]) return `+${sharedDialling[iso2]}`;
  if (phones.length > 0) return `+${phones[0]}`;
  throw new Error(`no dialling code for ${iso2}`);
}

const rows = Object.keys(countries)
  .filter((iso2) => !countries[iso2].userAssigned && !notIso3166.has(iso2))
  .map((iso2) => {
    const data = getCountryData(iso2);
    return {
      isoCode2: iso2,
      isoCode3: data.iso3,
      enName: nameOverrides[iso2] ?? data.name,
      telNum: dialling(iso2, data.phone),
      status: 1,
    };
  })
  .sort((a, b) => a.isoCode2.localeCompare(b.isoCode2));

writeJson('countries.json', rows);
